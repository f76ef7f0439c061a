@main struct Andora { static func main() {} }
