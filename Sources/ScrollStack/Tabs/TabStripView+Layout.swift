#if canImport(UIKit)
import ScrollStackCore
import UIKit

// Layout: the strip measured and laid out for its size, and posed at the pager's position (the
// offset, the indicator and the tabs in view), all from the core's TabStripLayout.

extension TabStripView {
    /// Measures the tabs again at the next layout pass, and lays them out again.
    func invalidateMeasurements() {
        measurements = nil
        invalidateLayout()
    }

    /// Makes a new layout at the next layout pass.
    func invalidateLayout() {
        layout = nil
        setNeedsLayout()
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        // A resize may move the offset: that is no scroll of the user's.
        isSettingOffset = true
        scrollView.frame = bounds
        isSettingOffset = false
        let hairline = 1 / max(1, traitCollection.displayScale)
        separatorView.frame = CGRect(x: 0, y: bounds.height - hairline, width: bounds.width, height: hairline)
        if layout?.size != bounds.size {
            let layout = TabStripLayout(items: measure().widths, size: bounds.size, configuration: configuration)
            self.layout = layout
            scrollView.contentSize = layout.contentSize
        }
        applyPosition()
    }

    /// Lays the strip out at ``position``: the offset, the indicator and the visible tabs.
    func applyPosition() {
        guard let layout else { return }
        var pose = TabStripPose(contentOffset: 0, indicatorFrame: nil)
        let offset = scrollView.contentOffset.x
        layOutItems { body in pose = scrolling.layOut(layout, at: position, selectedIndex: selectedIndex, currentOffset: offset, body) }
        indicatorView.frame = pose.indicatorFrame ?? .zero
        indicatorView.isHidden = pose.indicatorFrame == nil
        indicatorView.layer.cornerRadius = layout.indicatorCornerRadius
        // A strip under the finger or still gliding from it is the user's.
        if scrollView.contentOffset.x != pose.contentOffset, !scrollView.isDragging, !scrollView.isDecelerating {
            isSettingOffset = true
            scrollView.contentOffset = CGPoint(x: pose.contentOffset, y: 0)
            isSettingOffset = false
        }
    }
}
#endif
