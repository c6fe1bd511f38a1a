#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStack
import SwiftUI
import UIKit

// The README's SwiftUI tab view and header content snippets, compiled here exactly as the README
// prints them.

/// The README's pager whose tabs are SwiftUI views following the swipe.
struct ReadmeTabItemContent: View {
    let channels = ["Top", "Tech", "Sport"]
    @State private var current = "Top"

    var body: some View {
        PagerStack(channels, id: \.self, selection: $current, title: { $0 }) { channel in
            Text("\(channel) stories")
        }
        .tabItemContent { channel, state in
            VStack(spacing: 2) {
                Image(systemName: state.isSelected ? "star.fill" : "star")
                Text(channel)
                    .font(.caption)
                    .opacity(0.5 + 0.5 * state.emphasis)    // follows the swipe
            }
        }
    }
}

/// The README's SwiftUI accordion with settings-style headers.
struct ReadmeHeaderContent: View {
    let sections = ["General", "Display", "Sounds"]
    @State private var open: String? = "General"

    var body: some View {
        AccordionStack(sections, id: \.self, selection: $open, title: { $0 }) { name in
            Text("\(name) settings")
        }
        .headerContent { name in
            HeaderContent(subtitle: "\(name) options", image: UIImage(systemName: "gear"))
        }
    }
}
#endif
