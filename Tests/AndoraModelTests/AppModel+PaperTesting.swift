import AndoraModel
import AndoraCore
import AndoraInk
import AndoraTestSupport
import Foundation

/// A hand-drawn board with a little wobble: squares 0…8 have their centres at `square(_:)`.
let paperBoard: HandDrawnBoard = {
    var board = HandDrawnBoard()
    board.wobble = 2
    return board
}()

/// The four board strokes, the same on every call.
func boardStrokes() -> [Stroke] {
    var generator = SplitMix64(seed: 3)
    return paperBoard.strokes(reversed: [false, true, false, true], using: &generator)
}

/// The centre of square 0…8 (top left first).
func square(_ index: Int) -> InkPoint {
    paperBoard.cellCenter(row: index / 3, column: index % 3)
}

/// An X of two crossing strokes around a point.
func drawnX(at center: InkPoint, size: Double = 50) -> [Stroke] {
    let half = size / 2
    return [
        Stroke(xy: [(center.x - half, center.y - half), (center.x + 2, center.y + 1), (center.x + half, center.y + half)]),
        Stroke(xy: [(center.x + half, center.y - half), (center.x + 1, center.y + 2), (center.x - half, center.y + half)]),
    ]
}

/// An O as one slightly oval stroke around a point.
func drawnO(at center: InkPoint, radius: Double = 24) -> [Stroke] {
    [Stroke((0...40).map { step in
        let angle = Double(step) / 40 * 2 * .pi + 0.3
        return InkPoint(x: center.x + radius * cos(angle), y: center.y + (radius - 2) * sin(angle))
    })]
}

/// A zigzag that is neither an X nor an O.
func scribble(at center: InkPoint) -> [Stroke] {
    [Stroke(xy: (0..<12).map { step in (center.x - 25 + Double(step) * 4.5, center.y + (step.isMultiple(of: 2) ? -20 : 20)) })]
}

/// Real drawings moved and scaled to fit a 56-unit box around a point.
func fitted(_ strokes: [Stroke], at center: InkPoint, size: Double = 56) -> [Stroke] {
    let points = strokes.flatMap(\.points)
    let minX = points.map(\.x).min()!, maxX = points.map(\.x).max()!
    let minY = points.map(\.y).min()!, maxY = points.map(\.y).max()!
    let scale = size / max(maxX - minX, maxY - minY)
    return strokes.map { stroke in
        Stroke(stroke.points.map {
            InkPoint(x: center.x + ($0.x - (minX + maxX) / 2) * scale, y: center.y + ($0.y - (minY + maxY) / 2) * scale, t: $0.t)
        })
    }
}

extension AppModel {
    /// A blank pencil & paper sheet.
    static func sheet(_ input: PaperInput = .tap, language: Language = .en) -> AppModel {
        var model = AppModel(options: Options(mode: .paper, language: language, paperInput: input))
        model.send(.startGame)
        return model
    }

    /// A sheet with the hand-drawn board on it.
    static func drawnBoard(_ input: PaperInput = .tap, language: Language = .en) -> AppModel {
        var model = sheet(input, language: language)
        for stroke in boardStrokes() { model.send(.stroke(stroke)) }
        return model
    }

    /// Taps the centres of the squares in order; returns the effects of the last tap.
    @discardableResult
    mutating func tapSquares(_ squares: [Int]) -> [AppEffect] {
        var effects: [AppEffect] = []
        for index in squares {
            let point = square(index)
            effects = send(.tapPoint(x: point.x, y: point.y))
        }
        return effects
    }

    var paperState: PaperScreenState? { state.paper }
}

extension AppState {
    /// The state with the erased ink and its reason taken away, to compare around a refusal.
    var withoutFading: AppState {
        guard case .paper(var sheet) = shown else { return self }
        sheet.fading = nil
        var copy = self
        copy.shown = .paper(sheet)
        return copy
    }
}
