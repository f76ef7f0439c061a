import AndoraModel
import Hummingbird

extension Request {
    /// The language the browser prefers (`Accept-Language`), for refusals made before any session is known.
    var browserLanguage: Language {
        Language(acceptLanguage: headers[.acceptLanguage])
    }
}
