import Foundation

/// A platform-free picture of a value as reflection shows it: the name of its type, and either a
/// number or its labelled parts.
///
/// The SwiftUI layer builds one from an `Animation` with `Mirror`, so that
/// ``AnimationTimingReader`` can read it here, where tests reach it on every platform.
package struct ReflectedValue: Equatable, Sendable {
    /// One labelled part of a value.
    package struct Field: Equatable, Sendable {
        /// The part's label, if reflection gave one.
        package var label: String?
        /// The part.
        package var value: ReflectedValue

        /// Creates a part.
        package init(_ label: String?, _ value: ReflectedValue) {
            self.label = label
            self.value = value
        }
    }

    /// The name of the value's type, as `String(describing:)` spells it.
    package var typeName: String
    /// The value as a number, for a number (or a Boolean: 1 or 0); `nil` otherwise.
    package var number: Double?
    /// The value's parts, in the order reflection listed them.
    package var fields: [Field]

    /// Creates a picture of a value.
    package init(typeName: String, number: Double? = nil, fields: [Field] = []) {
        self.typeName = typeName
        self.number = number
        self.fields = fields
    }

    /// A number with no parts.
    package static func number(_ value: Double, typeName: String = "Double") -> ReflectedValue {
        ReflectedValue(typeName: typeName, number: value)
    }

    /// A value made of labelled parts.
    package static func node(_ typeName: String, _ fields: [(String, ReflectedValue)]) -> ReflectedValue {
        ReflectedValue(typeName: typeName, fields: fields.map { Field($0.0, $0.1) })
    }

    /// The labels of the parts, in order; parts without a label are left out.
    package var labels: [String] { fields.compactMap(\.label) }

    /// The first part with this label.
    package subscript(label: String) -> ReflectedValue? {
        fields.first { $0.label == label }?.value
    }
}
