import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Motion: an animation pictured by reflection, within its budget")
struct ReflectedValueMirrorTests {
    private struct Curve {
        var duration: Double
        var scale: Float
        var repeats: Int
        var reverses: Bool
        var name: String
    }

    private struct Wrapper {
        var base: Curve
        var speed: CGFloat
    }

    private final class Link {
        var next: Link?
        init(next: Link?) { self.next = next }
    }

    private struct Wide {
        var values = Array(repeating: 0.5, count: 20)
    }

    private struct Grid {
        var rows = Array(repeating: Array(repeating: 1, count: 16), count: 16)
    }

    @Test("type names, labels and numbers are copied as reflection shows them; Booleans are 1 or 0")
    func picture() {
        let picture = ReflectedValue(reflecting: Wrapper(base: Curve(duration: 0.3, scale: 2, repeats: 3, reverses: true, name: "ease"), speed: 1.5))
        #expect(picture == .node("Wrapper", [
            ("base", .node("Curve", [
                ("duration", .number(0.3)),
                ("scale", .number(2, typeName: "Float")),
                ("repeats", .number(3, typeName: "Int")),
                ("reverses", .number(1, typeName: "Bool")),
                ("name", ReflectedValue(typeName: "String")),
            ])),
            ("speed", .number(1.5, typeName: "CGFloat")),
        ]))
    }

    @Test("the walk stops below the reader's depth, keeps 16 parts of a value and 64 values in all")
    func budget() {
        var chain: Link?
        for _ in 0..<20 { chain = Link(next: chain) }
        var depth = 0
        var node: ReflectedValue? = ReflectedValue(reflecting: chain as Any)
        while let current = node {
            depth += 1
            node = current.fields.first?.value
        }
        #expect(depth == AnimationTimingReader.maximumDepth + 2, "the values at the last depth keep no parts")
        let wide = ReflectedValue(reflecting: Wide())
        #expect(wide.fields.first?.value.fields.count == ReflectedValue.maximumFields)
        let grid = ReflectedValue(reflecting: Grid())
        #expect(grid.fields.first?.value.fields.map(\.value.fields.count) == [16, 16, 16, 10], "the grid, its rows, 3 × (a row and its 16), a row and 10: 64 values")
    }
}
