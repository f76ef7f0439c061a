import AndoraWeb
import Foundation
import HummingbirdTesting
import Testing

/// `GET /api/invite` (issue 13): the links that bring the second device and spectators in, and the
/// invite's QR code made by the server.
@Suite struct MatchInviteTests {
    @Test func theInviteNamesThisServersAddressAndCarriesTheQRCode() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            let answer = try await browser.get("/api/invite?code=k7+m2-qx")
            #expect(answer.status == .ok)
            let invite = try #require(answer.json as? [String: String])
            #expect(invite["code"] == "K7M2QX")
            #expect(invite["link"] == "http://localhost/?join=K7M2QX")
            #expect(invite["watchLink"] == "http://localhost/?watch=K7M2QX")
            let qr = try #require(invite["qr"])
            #expect(qr.hasPrefix("<svg") && qr.contains("<title>QR code of the invite link</title>"))
        }
    }

    @Test func aCodeThatCannotBeAMatchIsAnswered404InTheBrowsersLanguage() async throws {
        try await testApplication().test(.router) { client in
            var browser = Browser(client)
            browser.language = "ru"
            for code in ["0OIL01", "K7M2Q", "%C5%BF7M2QX", "K7M2QX" + String(repeating: "-", count: 27)] {
                let answer = try await browser.get("/api/invite?code=\(code)")
                #expect(answer.status == .notFound && answer.error == "Матча с таким кодом нет.", "\(code)")
            }
        }
    }
}
