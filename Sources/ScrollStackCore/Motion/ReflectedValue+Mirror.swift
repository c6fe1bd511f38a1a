import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ReflectedValue {
    /// The most parts kept from one value: every shape ``AnimationTimingReader`` knows has fewer.
    package static let maximumFields = 16
    /// The most values pictured from one value: every shape the reader knows has fewer, and an
    /// animation of the app's own that holds a large graph is pictured no further than this.
    package static let maximumValues = 64

    /// Pictures `value` (a SwiftUI `Animation`) with `Mirror`, for ``AnimationTimingReader``.
    ///
    /// SwiftUI keeps an animation's timing in private storage whose layout differs between iOS
    /// versions; the walk only copies what reflection shows (type names, labels, numbers), goes no
    /// deeper than the reader reads (``AnimationTimingReader/maximumDepth``), keeps at most
    /// ``maximumFields`` parts of a value and ``maximumValues`` values in all, depth first, and never
    /// fails: a layout the reader doesn't know reads as unmapped, and the container then runs the
    /// change on its own duration and curve.
    package init(reflecting value: Any) {
        var budget = Self.maximumValues
        self = Self.picture(of: value, depth: 0, budget: &budget)
    }

    private static func picture(of value: Any, depth: Int, budget: inout Int) -> ReflectedValue {
        budget -= 1
        let typeName = String(describing: type(of: value))
        if let number = numericValue(of: value) { return .number(number, typeName: typeName) }
        guard depth <= AnimationTimingReader.maximumDepth, budget > 0 else { return ReflectedValue(typeName: typeName) }
        var fields: [Field] = []
        for child in Mirror(reflecting: value).children.prefix(maximumFields) {
            guard budget > 0 else { break }
            fields.append(Field(child.label, picture(of: child.value, depth: depth + 1, budget: &budget)))
        }
        return ReflectedValue(typeName: typeName, fields: fields)
    }

    private static func numericValue(of value: Any) -> Double? {
        switch value {
        case let double as Double: return double
        case let float as CGFloat: return Double(float)
        case let float as Float: return Double(float)
        case let integer as Int: return Double(integer)
        case let flag as Bool: return flag ? 1 : 0
        default: return nil
        }
    }
}
