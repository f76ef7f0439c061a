import AndoraModel
import AndoraWeb
import Foundation
import HummingbirdTesting
import Testing

/// `GET /api/invite`: the links that bring the second device and spectators in, and the
/// invite's QR code made by the server.
@Suite struct MatchInviteTests {
    @Test func theInviteNamesThisServersAddressAndCarriesTheQRCode() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            _ = try await browser.state()
            _ = try await browser.send(.openMatchSetup)
            let code = try #require(try await browser.send(.createMatch).match?.code)
            // Typed as people type it: lower case, with a space (`+`) and a dash.
            let typed = code.prefix(2).lowercased() + "+" + code.dropFirst(2).prefix(2) + "-" + code.dropFirst(4).lowercased()
            let answer = try await browser.get("/api/invite?code=\(typed)")
            #expect(answer.status == .ok)
            let invite = try #require(answer.json as? [String: String])
            #expect(invite["code"] == code)
            #expect(invite["link"] == "http://localhost/?join=\(code)")
            #expect(invite["watchLink"] == "http://localhost/?watch=\(code)")
            let qr = try #require(invite["qr"])
            #expect(qr.hasPrefix("<svg") && qr.contains("<title>QR code of the invite link</title>"))
        }
    }

    /// A code of no match (K7M2QX is well formed) or one that cannot be a match.
    @Test func aCodeOfNoMatchIsAnswered404InTheBrowsersLanguage() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            browser.language = "ru"
            for code in ["K7M2QX", "0OIL01", "K7M2Q", "%C5%BF7M2QX", "K7M2QX" + String(repeating: "-", count: 27)] {
                let answer = try await browser.get("/api/invite?code=\(code)")
                #expect(answer.status == .notFound && answer.error == "Матча с таким кодом нет.", "\(code)")
            }
        }
    }
}
