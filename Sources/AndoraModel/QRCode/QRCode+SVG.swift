extension QRCode {
    /// A standalone SVG image of the code: black modules on a white square (so phones scan it in dark
    /// mode too), `quietZone` light modules around, `moduleSize` pixels per module, and `title` as its
    /// accessible name. The dark modules are one path of row runs.
    public func svg(moduleSize: Int = 8, quietZone: Int = 4, title: String) -> String {
        let side = size + 2 * quietZone
        var path = ""
        for y in 0..<size {
            var x = 0
            while x < size {
                guard isDark(x: x, y: y) else { x += 1; continue }
                let start = x
                while x < size && isDark(x: x, y: y) { x += 1 }
                path += "M\(start + quietZone) \(y + quietZone)h\(x - start)v1h-\(x - start)z"
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" role="img" width="\(side * moduleSize)" \
            height="\(side * moduleSize)" viewBox="0 0 \(side) \(side)" shape-rendering="crispEdges">\
            <title>\(title.xmlEscaped)</title><rect width="\(side)" height="\(side)" fill="#fff"/>\
            <path fill="#000" d="\(path)"/></svg>
            """
    }
}
