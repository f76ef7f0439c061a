import AndoraCore
import AndoraInk
import AndoraInkTraining
import Testing

@Suite struct ShapeModelTrainerTests {
    let diagonal = Stroke(xy: [(0, 0), (10, 11), (20, 19), (30, 31)])

    /// `andora ink train --check` relies on this: the same drawings and seed give the same model.
    @Test(arguments: [false, true]) func trainingIsRepeatable(augmented: Bool) {
        var trainer = ShapeModelTrainer()
        trainer.augmentations = augmented ? ShapeAugmentation.allCases : []
        trainer.doodlesPerEpoch = augmented ? 8 : 0
        trainer.marksPerEpoch = augmented ? 8 : 0
        trainer.epochs = 2
        trainer.networkCount = 2
        trainer.hiddenCount = 4
        let cross = [diagonal, Stroke(xy: [(30, 0), (15, 16), (0, 30)])]
        let ring = Stroke((0...24).map { InkPoint(x: cosine(Double($0) / 4), y: sine(Double($0) / 4)) })
        let shapes = [
            LabelledShape(strokes: cross, label: .x), LabelledShape(strokes: [ring], label: .o),
            LabelledShape(strokes: [diagonal], label: .line), LabelledShape(strokes: [Stroke(xy: [(0, 0), (9, 9), (18, 0)])], label: .other),
        ]
        var first = SplitMix64(seed: 7), second = SplitMix64(seed: 7), other = SplitMix64(seed: 8)
        let model = trainer.train(shapes, using: &first)
        #expect(trainer.train(shapes, using: &second).bytes == model.bytes)
        #expect(trainer.train(shapes, using: &other) != model)
    }
}
