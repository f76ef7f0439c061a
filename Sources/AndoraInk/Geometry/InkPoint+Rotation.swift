extension InkPoint {
    /// This point turned by `angle` radians about `center` (clockwise on screen for positive angles, as y points down).
    public func rotated(by angle: Double, around center: InkPoint) -> InkPoint {
        let offset = self - center
        let cosAngle = cosine(angle)
        let sinAngle = sine(angle)
        return InkPoint(
            x: center.x + offset.x * cosAngle - offset.y * sinAngle,
            y: center.y + offset.x * sinAngle + offset.y * cosAngle,
            t: t
        )
    }
}
