#!/usr/bin/env bash
# Builds AndoraCore, AndoraEngine, AndoraInk and AndoraModel with Embedded Swift for wasm32, and
# AndoraEngineWeights and AndoraInkWeights (the learned field chances', the network's and the shape model's bytes)
# with clang, and links them with Wasm/AndoraWasm.swift into andora.wasm (docs/ARCHITECTURE.md,
# "The model and its host", "The page plays by itself"). Besides the toolchain's embedded wasm32
# standard library (and its Unicode tables, which String comparison needs) it links Debian's
# wasi-libc (malloc, memcpy, the maths functions, strtod) and libclang-rt-dev-wasm32 (128-bit
# arithmetic), then optimises the linked module with Binaryen's wasm-opt -O3 (Debian's binaryen):
# perft in Chromium ran at 0.77–0.80 of the native speed before it and 0.90–0.92 after, and the
# module is 12 % smaller (docs/ENGINE.md, "In the browser").
#
# The module ships in the page (Sources/AndoraWeb/Resources/web/andora.wasm, committed, so that
# `swift run andora` serves it on a machine without wasi-libc), with a fingerprint of the sources it
# was built from (Wasm/andora.wasm.sources). `Scripts/build-wasm.sh --check` only compares that
# fingerprint with the sources as they are, and fails if the committed module is stale (the build
# itself is not byte-for-byte reproducible: a few bytes of the app model's data differ per build).
set -euo pipefail
cd "$(dirname "$0")/.."
shipped=Sources/AndoraWeb/Resources/web/andora.wasm
recorded=Wasm/andora.wasm.sources
fingerprint() {
    { find Sources/AndoraCore Sources/AndoraEngine Sources/AndoraEngineWeights Sources/AndoraInk Sources/AndoraInkWeights \
        Sources/AndoraModel -type f
      find Wasm -name '*.swift'
      echo Scripts/build-wasm.sh; } | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -d' ' -f1
}
if [ "${1:-}" = "--check" ]; then
    if [ "$(fingerprint)" != "$(cat "$recorded" 2>/dev/null)" ]; then
        echo "$shipped was not built from these sources: run Scripts/build-wasm.sh and commit the module and $recorded" >&2
        exit 1
    fi
    echo "$shipped is built from these sources"
    exit 0
fi
out=.build/wasm
mkdir -p "$out"
rm -f "$out/andora.wasm"  # a failed build leaves no older module behind to be tested
toolchain=$(dirname "$(dirname "$(command -v swiftc)")")
libc=${WASI_LIBC:-/usr/lib/wasm32-wasi/libc.a}
libm=${WASI_LIBM:-/usr/lib/wasm32-wasi/libm.a}
builtins=${WASM_BUILTINS:-$(ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a | tail -1)}
unicode=$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a
flags=(-enable-experimental-feature Embedded -enable-experimental-feature Extern -target wasm32-unknown-none-wasm
    -wmo -O -parse-as-library -swift-version 6 -Xfrontend -disable-stack-protector -package-name andora
    -I "$out" -I Sources/AndoraEngineWeights/include -I Sources/AndoraInkWeights/include)
weights=()
for source in Sources/AndoraEngineWeights/*.c Sources/AndoraInkWeights/*.c; do
    object="$out/$(basename "$(dirname "$source")")-$(basename "$source" .c).o"
    "$toolchain/bin/clang" --target=wasm32-unknown-none -O2 -I "$(dirname "$source")/include" -c "$source" -o "$object"
    weights+=("$object")
done
for module in AndoraCore AndoraEngine AndoraInk AndoraModel; do
    swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$out/$module.swiftmodule" \
        -c $(find Sources/"$module" -name '*.swift' | sort) -o "$out/$module.o"
done
swiftc "${flags[@]}" -module-name AndoraWasm -c Wasm/AndoraWasm.swift Wasm/StringToDouble.swift -o "$out/AndoraWasm.o"
libraries=("$libc" "$builtins" "$unicode")
[ -f "$libm" ] && libraries+=("$libm")
"$toolchain/bin/wasm-ld" --no-entry --strip-all -o "$out/andora.linked.wasm" \
    "$out/AndoraWasm.o" "$out/AndoraModel.o" "$out/AndoraInk.o" "$out/AndoraEngine.o" "$out/AndoraCore.o" \
    "${weights[@]}" "${libraries[@]}"
# The features LLVM's generic wasm32 target already uses; wasm-opt adds none beyond them.
wasm-opt -O3 --enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int \
    "$out/andora.linked.wasm" -o "$out/andora.wasm"
install -m 644 "$out/andora.wasm" "$shipped"
fingerprint > "$recorded"
echo "built $out/andora.wasm ($(wc -c < "$out/andora.wasm") bytes, $(gzip -9 < "$out/andora.wasm" | wc -c) gzipped)"
