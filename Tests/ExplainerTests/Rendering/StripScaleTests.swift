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
}
