#!/usr/bin/env bash
# Builds AndoraCore and AndoraEngine with Embedded Swift for wasm32 and links them with
# Wasm/AndoraWasm.swift into .build/wasm/andora.wasm, next to the test page Wasm/index.html
# (docs/ENGINE.md, "In the browser"). Besides the toolchain's embedded wasm32 standard library it
# needs Debian's wasi-libc (malloc, memcpy, …) and libclang-rt-dev-wasm32 (128-bit arithmetic).
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/wasm
mkdir -p "$out"
libc=${WASI_LIBC:-/usr/lib/wasm32-wasi/libc.a}
builtins=${WASM_BUILTINS:-$(ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a | tail -1)}
flags=(-enable-experimental-feature Embedded -target wasm32-unknown-none-wasm -wmo -O -parse-as-library -swift-version 6
    -Xfrontend -disable-stack-protector -I "$out")
for module in AndoraCore AndoraEngine; do
    swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$out/$module.swiftmodule" \
        -c Sources/"$module"/*.swift -o "$out/$module.o"
done
swiftc "${flags[@]}" -module-name AndoraWasm -c Wasm/AndoraWasm.swift -o "$out/AndoraWasm.o"
"$(dirname "$(command -v swiftc)")/wasm-ld" --no-entry --strip-all -o "$out/andora.wasm" \
    "$out/AndoraWasm.o" "$out/AndoraEngine.o" "$out/AndoraCore.o" "$libc" "$builtins"
cp Wasm/index.html "$out/index.html"
echo "built $out/andora.wasm ($(wc -c < "$out/andora.wasm") bytes)"
