#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStack
import SwiftUI

// The snippets of the "Using ScrollStack from SwiftUI" article, compiled. Each stands in the article
// line for line.

/// An accordion sized by its content inside a scroll view.
struct FAQScreen: View {
    let questions = ["Shipping", "Returns", "Warranty"]
    @State private var open: String?

    var body: some View {
        ScrollView {
            AccordionStack(questions, id: \.self, selection: $open, title: { $0 }) { question in
                Text("The answer about \(question.lowercased()).")
                    .padding()
            }
            .sectionSizing(.fitsContent)
            Text("Still stuck? Write to us.")
        }
    }
}

/// An accordion in which several sections may be open, bound to a set.
struct FiltersScreen: View {
    let filters = ["Price", "Brand", "Colour", "Size"]
    @State private var open: Set<String> = ["Price"]

    var body: some View {
        VStack {
            Button("Show all") { withAnimation { open = Set(filters) } }
            AccordionStack(filters, id: \.self, selection: $open, title: { $0 }) { filter in
                Text("Choices for \(filter.lowercased())")
            }
        }
    }
}

/// A pager that fills, given a height inside a scroll view.
struct FramedPagerScreen: View {
    let channels = ["Top", "Tech", "Sport"]
    @State private var current = "Top"

    var body: some View {
        ScrollView {
            PagerStack(channels, id: \.self, selection: $current, title: { $0 }) { channel in
                ChannelFeedView(channel: channel)
            }
            .frame(height: 480)
        }
    }
}

/// A page the binding refuses, and the tab that isn't even tried.
struct LockedPagesScreen: View {
    let pages = ["Free", "Premium"]
    let isSubscribed = false
    @State private var current = "Free"

    var body: some View {
        PagerStack(pages, id: \.self, selection: Binding(
            get: { current },
            set: { page in if page == "Free" || isSubscribed { current = page } }
        ), title: { $0 }) { page in
            Text("\(page) articles")
        }
        .shouldSelect { page in page == "Free" || isSubscribed }
    }
}

/// A pager under a navigation bar with a large title that collapses as the page's list scrolls.
struct NewsNavigationScreen: View {
    var body: some View {
        NavigationView {
            SwiftUINewsScreen()
                .navigationTitle("News")
        }
    }
}

/// A pager whose pages redraw only when their element changes.
struct ChannelSummary: Equatable {
    var name: String
    var unread: Int
}

struct UnreadPagerScreen: View {
    @State private var channels = [ChannelSummary(name: "Top", unread: 3), ChannelSummary(name: "Tech", unread: 0)]
    @State private var current = "Top"
    @State private var swipeProgress = 0.0

    var body: some View {
        PagerStack(channels, id: \.name, selection: $current, title: { $0.name }) { channel in
            Text("\(channel.name): \(channel.unread) unread")
        }
        .updatesLiveContent(.whenElementChanges)
        .onTransition { notice in
            if case .progress(let fraction, _, _) = notice { swipeProgress = fraction }
        }
    }
}
#endif
