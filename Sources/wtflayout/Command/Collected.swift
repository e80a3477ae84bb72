/// What a run hands on, gathered in order: its diagnostics, what it says,
/// its reports. Added to on the reading thread only (a run's sink is called
/// there), and read once the run has finished.
final class Collected<Element>: @unchecked Sendable {
    private(set) var all: [Element] = []
    func add(_ element: Element) { all.append(element) }
}
