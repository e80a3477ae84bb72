import Testing

@testable import Explainer
@testable import LogParser
@testable import Rendering

/// Before and after are drawn at one scale: a container 16 pt wide now and
/// 390 pt with the fix is drawn at 16/390 of the width of the other.
@Suite struct StripScaleTests {
    private func figure(containerWidth: Double) -> ConflictFigure {
        ConflictFigure(
            title: "t", axis: .horizontal,
            frames: [
                ConflictFigure.Frame(
                    key: ItemKey("0xb"), name: "UIView", colorSlot: 0, x: 0, y: 0, width: containerWidth, height: 0, depth: 0)
            ], marks: [])
    }

    @Test func theNarrowerLayoutIsDrawnToTheWidersScale() {
        let now = figure(containerWidth: 16)
        let fixed = figure(containerWidth: 390)
        #expect(LayoutPicture.span(of: now) == 16)
        #expect(LayoutPicture.span(of: fixed) == 390)
        let drawnWidth = (LayoutPicture.width - 2 * LayoutPicture.padding) * 16 / 390
        #expect(LayoutPicture(figure: now, sharedSpan: 390).svg.contains("width=\"\(SVGNumber.text(drawnWidth))\""))
        // Alone, it fills the picture.
        let full = LayoutPicture.width - 2 * LayoutPicture.padding
        #expect(LayoutPicture(figure: now).svg.contains("width=\"\(SVGNumber.text(full))\""))
    }

    /// Columns side by side keep one scale whatever their titles take: a
    /// title on two lines does not shorten the column under it.
    @Test func aColumnsScaleDoesNotDependOnItsTitle() {
        func column(_ title: String) -> ConflictFigure {
            ConflictFigure(
                title: title, axis: .vertical,
                frames: [
                    ConflictFigure.Frame(key: ItemKey("0xb"), name: "Cell", colorSlot: 0, x: 0, y: 0, width: 0, height: 100, depth: 0)
                ], marks: [])
        }
        let short = LayoutPicture(figure: column("Now"), sharedSpan: 100).svg
        let long = LayoutPicture(
            figure: column("On screen now (UIKit broke a constraint outside this conflict)"), sharedSpan: 100
        ).svg
        let drawn = LayoutPicture.height - LayoutPicture.tallestTitle - LayoutPicture.padding
        for svg in [short, long] { #expect(svg.contains("height=\"\(SVGNumber.text(drawn))\"")) }
    }
}
