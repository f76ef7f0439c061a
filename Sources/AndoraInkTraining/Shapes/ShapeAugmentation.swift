import AndoraInk

/// A change that real devices and people make to a drawing, used to train on kinds of ink the data
/// lacks (`andora ink train --augment`). In training, each chosen augmentation is applied to a drawing
/// with probability `probability`, where it makes sense for the drawing's label.
public enum ShapeAugmentation: String, CaseIterable, Sendable {
    /// Another tablet: each stroke resampled at another rate and every point moved a little (jitter).
    case sampling
    /// A shaky hand: every stroke bent by a slow wobble.
    case shake
    /// Handwriting's slant: the drawing sheared sideways, as italic letters are.
    case slant
    /// An X drawn without lifting the pen: its two strokes joined by the pen's way from one to the other.
    case singleStrokeX = "single-stroke-x"
    /// An O left open: the end of its longest stroke cut back until a gap is left.
    case openO = "open-o"
    /// A stroke of an X or O running on past its end in a short straight or hooked tail.
    case tail
    /// A tablet of coarse resolution: every point snapped to a grid of 2–7 % of the drawing's size,
    /// so that curves become staircases (as in several UNIPEN sites' letters).
    case coarse
    /// A narrow or a wide hand: an X or O squeezed or widened along one axis by up to 1.8 times.
    case stretch

    static let probability = 0.3

    /// Whether this augmentation makes sense for drawings labelled `label` (an open O is still an O).
    public func applies(to label: ShapeLabel) -> Bool {
        switch self {
        case .sampling, .shake, .slant, .coarse: true
        case .singleStrokeX: label == .x
        case .openO: label == .o
        case .tail, .stretch: label == .x || label == .o
        }
    }

    /// `strokes` changed by this augmentation (unchanged where it cannot apply, e.g. an X of three strokes).
    public func apply(to strokes: [Stroke], using generator: inout some RandomNumberGenerator) -> [Stroke] {
        let size = Self.size(of: strokes)
        guard size > 0 else { return strokes }
        switch self {
        case .sampling:
            let jitter = size * Double.random(in: 0...0.01, using: &generator)
            return strokes.map { stroke in
                let count = max(2, Int(Double(stroke.points.count) * Double.random(in: 0.3...2, using: &generator)))
                return Stroke(Resampling.resample(stroke.points, count: count).map { point in
                    InkPoint(x: point.x + Double.random(in: -jitter...jitter, using: &generator),
                             y: point.y + Double.random(in: -jitter...jitter, using: &generator))
                })
            }
        case .shake:
            let amplitude = size * Double.random(in: 0.005...0.02, using: &generator)
            let frequency = 2 * Double.pi * Double.random(in: 2...6, using: &generator) / size
            let (phaseX, phaseY) = (Double.random(in: 0...6.3, using: &generator), Double.random(in: 0...6.3, using: &generator))
            var travelled = 0.0
            return strokes.map { stroke in
                Stroke(stroke.points.enumerated().map { index, point in
                    if index > 0 { travelled += point.distance(to: stroke.points[index - 1]) }
                    return InkPoint(x: point.x + amplitude * sine(frequency * travelled + phaseX),
                                    y: point.y + amplitude * sine(frequency * travelled + phaseY))
                })
            }
        case .slant:
            let shear = Double.random(in: -0.6...0.6, using: &generator)
            return strokes.map { stroke in Stroke(stroke.points.map { InkPoint(x: $0.x - shear * $0.y, y: $0.y) }) }
        case .singleStrokeX:
            guard strokes.count == 2, let end = strokes[0].points.last, let start = strokes[1].points.first,
                  let otherEnd = strokes[1].points.last else { return strokes }
            let second = end.distance(to: start) <= end.distance(to: otherEnd) ? strokes[1].points : strokes[1].points.reversed()
            return [Stroke(strokes[0].points + second)]
        case .openO:
            guard let longest = strokes.indices.max(by: { strokes[$0].length < strokes[$1].length }) else { return strokes }
            let gap = size * Double.random(in: 0.1...0.45, using: &generator)
            var points = strokes[longest].points
            let least = max(2, points.count * 2 / 3)
            while points.count > least, let first = points.first, let last = points.last, first.distance(to: last) < gap {
                points.removeLast()
            }
            var opened = strokes
            opened[longest] = Stroke(points)
            return opened
        case .coarse:
            let step = size * Double.random(in: 0.02...0.07, using: &generator)
            return strokes.map { stroke in
                guard let first = stroke.points.first, let last = stroke.points.last else { return stroke }
                let snapped = stroke.points.map { InkPoint(x: ($0.x / step).rounded() * step, y: ($0.y / step).rounded() * step) }
                let kept = snapped.enumerated().filter { $0.offset == 0 || $0.element != snapped[$0.offset - 1] }.map(\.element)
                return Stroke(kept.count >= 2 ? kept : [first, last])
            }
        case .stretch:
            let factor = Double.random(in: 1...1.8, using: &generator)
            let (scaleX, scaleY) = Bool.random(using: &generator) ? (factor, 1.0) : (1.0, factor)
            return strokes.map { stroke in Stroke(stroke.points.map { InkPoint(x: $0.x * scaleX, y: $0.y * scaleY) }) }
        case .tail:
            let index = Int.random(in: strokes.indices, using: &generator)
            let atEnd = Bool.random(using: &generator)
            let points = atEnd ? strokes[index].points : strokes[index].points.reversed()
            guard let last = points.last,
                  let before = points.last(where: { $0.distance(to: last) >= size * 0.05 }) else { return strokes }
            let length = size * Double.random(in: 0.05...0.2, using: &generator)
            let bend = Double.random(in: -1.5...1.5, using: &generator)
            let heading = (last - before) * (1 / last.distance(to: before))
            let step = length / 6
            var tail: [InkPoint] = []
            var position = last
            for part in 1...6 {
                position = position + heading.rotated(by: bend * Double(part) / 6, around: InkPoint(x: 0, y: 0)) * step
                tail.append(position)
            }
            var tailed = strokes
            tailed[index] = Stroke(atEnd ? points + tail : (points + tail).reversed())
            return tailed
        }
    }

    /// The longer side of the drawing's bounding box.
    static func size(of strokes: [Stroke]) -> Double {
        let points = strokes.flatMap(\.points)
        guard let first = points.first else { return 0 }
        let (xs, ys) = (points.map(\.x), points.map(\.y))
        return max((xs.max() ?? first.x) - (xs.min() ?? first.x), (ys.max() ?? first.y) - (ys.min() ?? first.y))
    }
}
