#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStack
import SwiftUI

// The README's SwiftUI snippets, compiled here exactly as the README prints them, and the example
// app's SwiftUI screens: the settings accordion with headers of its own, and the news tabs.

/// The README's SwiftUI settings accordion.
struct SettingsScreen: View {
    struct Section: Identifiable {
        let id: String
        let rows: [String]
    }

    let sections = [
        Section(id: "General", rows: ["Airplane Mode", "Bluetooth"]),
        Section(id: "Display", rows: ["Dark Mode", "True Tone"]),
        Section(id: "Sounds", rows: ["Ringer", "Keyboard Clicks"]),
    ]
    @State private var open: String? = "General"

    var body: some View {
        AccordionStack(sections, selection: $open, title: \.id) { section in
            List(section.rows, id: \.self) { Text($0) }
        }
        .headerHeight(56)
        .onTransition { notice in print(notice) }
    }
}

/// The README's SwiftUI news tabs.
struct NewsScreen: View {
    let channels = (1...50).map { "Channel \($0)" }
    @State private var current = "Channel 1"

    var body: some View {
        VStack {
            PagerStack(channels, id: \.self, selection: $current, title: { $0 }) { channel in
                Text("Top stories on \(channel)")
            }
            .preloadDistance(1)
            Button("Next") { withAnimation { current = "Channel 2" } }   // animated, like a tap on the tab
        }
    }
}

/// The README's SwiftUI quick start, and the example in `AccordionStack`'s documentation.
struct SettingsView: View {
    let sections = ["General", "Display", "Sounds"]
    @State private var open: String? = "General"

    var body: some View {
        AccordionStack(sections, id: \.self, selection: $open, title: { $0 }) { name in
            Text("\(name) settings")
        }
    }
}

/// The README's SwiftUI accordion whose open section comes back with the scene.
struct RestoredSettingsView: View {
    let sections = ["General", "Display", "Sounds"]
    @SceneStorage("settings.open") private var open: String?

    var body: some View {
        AccordionStack(sections, id: \.self, selection: $open, title: { $0 }) { name in
            Text("\(name) settings")
        }
    }
}

/// The README's SwiftUI quick start for tabs, and the example in `PagerStack`'s documentation.
struct NewsView: View {
    let channels = ["Top", "Tech", "Sport"]
    @State private var current = "Top"

    var body: some View {
        PagerStack(channels, id: \.self, selection: $current, title: { $0 }) { channel in
            Text("\(channel) stories")
        }
    }
}

/// The example app's settings screen in SwiftUI: headers of its own with a chevron that turns as
/// a section opens, sections as tall as their content, and a button that opens one with animation.
public struct SwiftUISettingsScreen: View {
    struct Group: Identifiable {
        let id: String
        let symbol: String
        let rows: [String]
    }

    @State private var groups = [
        Group(id: "General", symbol: "gear", rows: ["About", "Software Update", "AirDrop", "Background App Refresh"]),
        Group(id: "Display & Brightness", symbol: "sun.max", rows: ["Dark Mode", "True Tone", "Night Shift"]),
        Group(id: "Sounds & Haptics", symbol: "speaker.wave.2", rows: ["Ringtone", "Text Tone", "Keyboard Feedback"]),
        Group(id: "Privacy", symbol: "hand.raised", rows: ["Location Services", "Tracking"]),
    ]
    @State private var open: String?
    @State private var lastNotice = ""

    /// Creates the screen with every section closed.
    public init() {}

    /// The screen.
    public var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                accordion
            }
            HStack {
                Text(lastNotice).font(.footnote)
                Spacer()
                Button("Privacy") { withAnimation { open = "Privacy" } }
                Button("Close") { withAnimation { open = nil } }
            }
            .padding()
        }
    }

    private var accordion: some View {
        AccordionStack(groups, selection: $open, title: \.id) { group, isExpanded in
            HStack {
                Image(systemName: group.symbol)
                Text(group.id).font(.headline)
                Spacer()
                Image(systemName: "chevron.right")
                    .rotationEffect(.degrees(isExpanded ? 90 : 0))
            }
            .padding(.horizontal)
        } content: { group in
            VStack(alignment: .leading, spacing: 12) {
                ForEach(group.rows, id: \.self) { row in
                    Text(row).frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            .padding()
        }
        .headerHeight(52)
        .sectionSizing(.fitsContent)
        .onTransition { notice in
            if case .didEnd(_, let to, true) = notice { lastNotice = "Opened \(to ?? "nothing")" }
        }
    }
}

/// The example app's news tabs in SwiftUI: a thousand channels, a page reused as the pager
/// reuses its hosting controllers, a progress line that follows the finger, and channels removed
/// while the pager keeps the current one.
///
/// The swipe's progress goes into an object the screen holds without observing it: only the
/// progress line redraws on every frame of a swipe, not the screen and its pages.
public struct SwiftUINewsScreen: View {
    @State private var channels = (1...1_000).map { "Channel \($0)" }
    @State private var current = "Channel 1"
    @State private var swipe = SwipeProgress()

    /// Creates the screen on the first channel.
    public init() {}

    /// The screen.
    public var body: some View {
        VStack(spacing: 0) {
            PagerStack(channels, id: \.self, selection: $current, title: { $0 }) { channel in
                ChannelFeedView(channel: channel)
            }
            .preloadDistance(1)
            .onTransition { [swipe] notice in
                switch notice {
                case .progress(let progress, _, _): swipe.value = progress
                case .didEnd: swipe.value = 0
                case .willBegin: break
                }
            }
            SwipeProgressLine(swipe: swipe)
            HStack {
                Button("Remove this channel") { channels.removeAll { $0 == current } }
                Spacer()
                Button("Go to 500") { withAnimation { current = "Channel 500" } }
            }
            .padding()
        }
    }
}

/// A swipe's progress, observed only by the view that draws it.
final class SwipeProgress: ObservableObject {
    @Published var value = 0.0
}

/// The line that follows the finger: the only view that redraws as a swipe moves.
struct SwipeProgressLine: View {
    @ObservedObject var swipe: SwipeProgress

    var body: some View {
        ProgressView(value: swipe.value)
    }
}

/// One channel's feed: a list of headlines.
struct ChannelFeedView: View {
    let channel: String

    var body: some View {
        List(1...30, id: \.self) { story in
            VStack(alignment: .leading) {
                Text("\(channel): story \(story)").font(.headline)
                Text("A headline that wraps onto a second line at larger text sizes.").font(.subheadline)
            }
        }
    }
}
#endif
