import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A setting of a ``StackConfiguration`` that is out of its range, as
/// ``StackConfiguration/validated()`` reports it.
public struct StackConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The property's name, as declared in ``StackConfiguration`` (for example `"headerHeight"`).
    public var setting: String
    /// What the setting must be (for example `"must be positive and finite"`).
    public var rule: String
    /// The bad value, as text.
    public var value: String

    /// Creates an error for `setting`.
    ///
    /// - Parameters:
    ///   - setting: The property's name.
    ///   - rule: What the setting must be.
    ///   - value: The bad value, as text.
    public init(setting: String, rule: String, value: String) {
        self.setting = setting
        self.rule = rule
        self.value = value
    }

    /// `StackConfiguration: <setting> <rule>, got <value>`: the message the trapping
    /// ``StackConfiguration/validate()`` stops with too.
    public var description: String { "StackConfiguration: \(setting) \(rule), got \(value)" }
}
