#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStack
import SwiftUI
import UIKit

// The snippets about changes that run on a timing of their own, compiled. Each stands in the
// documentation line for line.

/// An accordion opened by a button, over the button's animation.
struct TimedOpenScreen: View {
    let sections = ["General", "Display", "Sounds"]
    @State private var open: String?

    var body: some View {
        VStack {
            Button("Sounds") { withAnimation(.easeOut(duration: 0.6)) { open = "Sounds" } }
            AccordionStack(sections, id: \.self, selection: $open, title: { $0 }) { section in
                Text("Settings for \(section.lowercased())")
            }
        }
    }
}

/// Opens the third section of a UIKit accordion on a spring.
@MainActor
func openThirdSectionOnASpring(_ settings: ExpandableViewController) {
    settings.setExpandedIndex(2, duration: 0.6, curve: .spring(SpringCurve(dampingRatio: 0.8, response: 0.4)))
}
#endif
