import Foundation
import ScrollStackCore

/// A channel of a pager: its ID and the title its tab shows.
package struct Channel: Equatable {
    package var id: Int
    package var title: String
}

/// A tab item stand-in with what the SwiftUI pager's tab holds: a title and the element's ID.
package struct ChannelTab: Equatable {
    package var title: String
    package var identifier: String
}

/// View updates of a SwiftUI pager with a tab strip of `count` tabs, as the coordinator runs them:
/// the IDs through `ElementIDCache`, then the tabs through `TabItemUpdates`.
package class TabItemUpdateRunner {
    private var ids = ElementIDCache<Channel, Int>()
    private var tabs = TabItemUpdates<Int, Channel, ChannelTab>()
    private let policy: LiveContentUpdatePolicy
    /// How many tabs were asked for, over every update.
    package private(set) var asked = 0

    init(count: Int, policy: LiveContentUpdatePolicy, data: [Channel]) {
        precondition(count >= 1, "TabItemUpdateRunner: needs at least 1 tab, got \(count)")
        self.policy = policy
        _ = update(data)
    }

    /// One view update with `data`; returns how many tabs there are, so nothing is optimised away.
    @inline(never)
    package func update(_ data: [Channel]) -> CGFloat {
        let read = ids.update(data, id: \.id)
        var asked = 0
        let changed = tabs.update(
            elements: data,
            ids: ids.ids,
            dataChanged: read,
            policy: policy,
            environmentChanged: false,
            isSame: ==,
            item: { _, channel in
                asked += 1
                return ChannelTab(title: channel.title, identifier: String(channel.id))
            }
        )
        self.asked += asked
        return CGFloat(tabs.items.count + (changed ? 1 : 0))
    }

    static func channels(_ count: Int) -> [Channel] {
        (0..<count).map { Channel(id: $0, title: "Channel \($0)") }
    }

    /// Updates never end: every tick is one more.
    package var isRunning: Bool { true }
    package func prepare(for ticks: Int) {}
}

/// Updates that hand the same data again under `policy`.
package class SameDataTabUpdates: TabItemUpdateRunner {
    private let data: [Channel]

    init(count: Int, policy: LiveContentUpdatePolicy) {
        data = Self.channels(count)
        super.init(count: count, policy: policy, data: data)
    }

    @inline(never)
    package func tick() -> CGFloat { update(data) }
}

/// A view update that hands the same data again under `.whenElementChanges`: what a pager's
/// update costs when nothing about its tabs changed (an unrelated state change above it).
package final class TabItemUpdateFixture: SameDataTabUpdates, TickFixture {
    package static let kind = "TabItemUpdate"

    package required init(count: Int) {
        super.init(count: count, policy: .whenElementChanges)
    }
}

/// A view update under `.whenElementChanges` whose data is a new array in which one channel,
/// spread over the strip, has a new title: the work is the comparisons plus one tab asked.
package final class TabItemChangeFixture: TabItemUpdateRunner, TickFixture {
    package static let kind = "TabItemChange"
    private var data: [Channel]
    private var index = 0
    private var round = 0

    package required init(count: Int) {
        data = Self.channels(count)
        super.init(count: count, policy: .whenElementChanges, data: data)
    }

    @inline(never)
    package func tick() -> CGFloat {
        index = (index + 7_919) % data.count
        round &+= 1
        data[index].title = round.isMultiple(of: 2) ? "Channel \(index)" : "Channel \(index)!"
        return update(data)
    }
}

/// A view update that hands the same data again under `.always` (the default): every tab is
/// asked, since a title may read state outside its element.
package final class TabItemUpdateAlwaysFixture: SameDataTabUpdates, TickFixture {
    package static let kind = "TabItemUpdateAlways"

    package required init(count: Int) {
        super.init(count: count, policy: .always)
    }
}
