/// The set form of the selection rules, now ``SelectionSynchronizer`` in ``ExpansionMode/multiple``.
@available(*, deprecated, renamed: "SelectionSynchronizer", message: "Use SelectionSynchronizer(mode: .accordion, expansion: .multiple, binding:)")
public typealias SetSelectionSynchronizer<ID: Hashable> = SelectionSynchronizer<ID>

/// The set form's events, now ``SelectionEvent``.
@available(*, deprecated, renamed: "SelectionEvent")
public typealias SetSelectionEvent<ID: Hashable> = SelectionEvent<ID>

/// The set form's steps, now ``SelectionStep``.
@available(*, deprecated, renamed: "SelectionStep")
public typealias SetSelectionStep<ID: Hashable> = SelectionStep<ID>
