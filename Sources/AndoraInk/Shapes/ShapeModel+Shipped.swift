import AndoraInkWeights

extension ShapeModel {
    /// The bytes of Sources/AndoraInkWeights/ShapeModel.bin, compiled into the program.
    package static var shippedBytes: [UInt8] {
        Array(UnsafeBufferPointer(start: andora_shape_model_bytes(), count: andora_shape_model_count()))
    }

    /// The model trained on the training subjects of Tests/Fixtures/strokes/dev.jsonl (docs/INK.md).
    /// A damaged copy stops the program at the first shape, rather than letting it recognise wrongly.
    static let trained: ShapeModel = {
        guard let model = ShapeModel(bytes: shippedBytes) else { fatalError("ShapeModel.bin is damaged: its checksum does not match") }
        return model
    }()
}
