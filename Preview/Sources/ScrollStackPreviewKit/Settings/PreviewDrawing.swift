import ScrollStackCore

/// How to draw a document: the look, and for a still SVG which frames.
public struct PreviewDrawing: Equatable, Sendable {
    /// Engine diagrams or the UI as it looks. Default ``PreviewLook/boxes``.
    public var look = PreviewLook.boxes
    /// The accordion headers' corners in the UI look: plain rows or one inset, rounded group.
    /// Default ``HeaderCornerStyle/plain``.
    public var cornerStyle = HeaderCornerStyle.plain
    /// Which frames a still SVG shows. Default ``PreviewFrameChoice/filmstrip``.
    public var frames = PreviewFrameChoice.filmstrip
    /// The direction the UI look lays header rows and tabs out in. Default left to right.
    public var layoutDirection = StackLayoutDirection.leftToRight

    /// Boxes, a filmstrip, left to right.
    public init() {}
}
