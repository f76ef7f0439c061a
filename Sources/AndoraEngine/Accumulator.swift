/// The hidden layer of the ``Network`` for a position, from each side's view, without the
/// destination's input (it changes at every move and is added at a leaf). The search makes a
/// child's from its parent's with the few inputs the move changed, as it makes the child position.
struct Accumulator {
    /// The hidden layer from X's view (X's cells "mine") and from O's.
    private var x: Network.Hidden
    private var o: Network.Hidden

    /// No hidden layer, for rules without a network.
    init() {
        x = .init(repeating: 0)
        o = .init(repeating: 0)
    }

    /// The hidden layer of `position`, every input counted.
    init(_ position: Position, in network: Network) {
        x = network.biases
        o = x
        for input in Network.inputs(of: position, view: 0) { network.add(input, to: &x) }
        for input in Network.inputs(of: position, view: 1) { network.add(input, to: &o) }
    }

    /// The hidden layer of the side to move of `position`.
    @inline(__always)
    func mine(in position: Position) -> Network.Hidden { position.side == 0 ? x : o }

    /// The hidden layer of `child`, made from `parent` by the move `index` of its side to move.
    @inline(__always)
    func after(move index: UInt8, from parent: Position, to child: Position, in network: Network) -> Accumulator {
        var next = self
        next.add(side: Int(parent.side), cell: Int(index), in: network)
        let tied = Network.tiedFields(of: child), wasTied = Network.tiedFields(of: parent)
        if child.counting != parent.counting || tied != wasTied {
            next.add(fields: child.counting & ~parent.counting, tied: tied & ~wasTied, in: network)
        }
        return next
    }

    @inline(__always)
    private mutating func add(side: Int, cell: Int, in network: Network) {
        network.add(Network.cell(cell, mine: side == 0), to: &x)
        network.add(Network.cell(cell, mine: side == 1), to: &o)
    }

    /// Adds the inputs of the mini-fields in `counting` (X's in bits 0–8, O's in 16–24) and
    /// `tied` (bits 0–8).
    private mutating func add(fields counting: UInt32, tied: UInt16, in network: Network) {
        for field in 0..<9 {
            for side in 0..<2 where counting >> (side &* 16 &+ field) & 1 != 0 {
                network.add(Network.taken(field, mine: side == 0), to: &x)
                network.add(Network.taken(field, mine: side == 1), to: &o)
            }
            if tied >> field & 1 != 0 {
                network.add(Network.tied(field), to: &x)
                network.add(Network.tied(field), to: &o)
            }
        }
    }
}
