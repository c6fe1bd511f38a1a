/// The frames of an accordion with any set of sections open: the one accordion layout.
@available(*, deprecated, renamed: "AccordionLayout")
public typealias ExpansionLayout = AccordionLayout
