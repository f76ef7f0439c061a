// The Russian texts, edited here: `%@` and `%d` stand for the values the code fills in, in order,
// and `%%` for a percent sign. Every language has every key (the compiler checks) and the same
// placeholders (LocalizationTests).
extension WebText {
    /// The Russian text.
    public var russian: String {
        switch self {
        // API errors: the JSON {"error": "…"} of a refused request
        case .invalidJSON: "Тело запроса не является корректным JSON."
        case .unknownIntent: "Приложение не знает такого действия. См. /openapi.json."
        case .invalidIntentField: "Поле «%@» действия «%@» отсутствует или содержит недопустимое значение. См. /openapi.json."
        // The limit in bytes.
        case .tooLarge: "Тело запроса больше %d байт."
        case .notJSON: "Отправьте действие в формате JSON (Content-Type: application/json)."
        case .sessionExpired: "У этой страницы ещё нет игрока. Обновите страницу, чтобы продолжить."
        case .unknownLanguage: "Неизвестный язык: используйте en или ru."
        case .notFound: "По этому адресу ничего нет."
        case .foreignHost: "Этот сервер отвечает только по своему адресу, например http://127.0.0.1."
        case .crossOrigin: "Менять игру может только сама страница Andora."
        case .badPath: "В адресе есть управляющие символы или неверное экранирование."
        // The methods the address takes, such as "GET, HEAD".
        case .methodNotAllowed: "Этот адрес принимает только запросы %@."
        case .malformedRequest: "Это не корректный HTTP-запрос."
        case .tooManyProfiles: "Слишком много новых игроков с этого адреса. Повторите через %d с."
        case .tooManyBackups: "Слишком много сохранений и восстановлений из этого браузера или с этого адреса. Повторите через %d с."
        case .tooManyCodeTries: "Слишком много попыток кодов матчей из этого браузера или с этого адреса. Повторите через %d с."
        case .staleBoard: "Доска изменилась — посмотрите ещё раз."
        case .thisComputerOnly: "Эту ссылку откроет только этот компьютер: сервер слушает только его. Запустите его командой «andora serve --lan», чтобы открыть её с телефона в вашей сети."
        case .backupFull: "В копии помещается не больше %d партий, а с этими их стало бы больше. Ничего не добавлено."
        case .serverError: "На сервере что-то пошло не так. Попробуйте ещё раз."
        case .unknownMatch: "Матча с таким кодом нет."
        case .inviteQR: "QR-код ссылки-приглашения"
        case .invalidBackup: "Это не сыгранные партии, которые сервер может сохранить, или не выданный им ключ копии."
        case .backUp: "Сохранить и восстановить"
        case .backedUp: "Ваши партии сохранены на сервере. Откройте эту ссылку на другом телефоне или в другом браузере, чтобы перенести их туда. Ссылка только читает копию: пополняет её лишь эта страница."
        case .backupQR: "QR-код ссылки на ваши партии"
        case .backupUnreachable: "Сервер Andora недоступен: сохраните партии, когда он появится. На этом устройстве они остаются."
        case .restored: "Партии из вашей копии теперь в истории."
        // The page: accessible names and connection notices
        case .boardLabel: "Игровое поле"
        // The cell name, such as e5.
        // The mini-field's number, 1 to 9 like a phone keypad.
        case .offline: "Нет связи с сервером Andora. Повторяем…"
        case .serverGone: "Сервер Andora недоступен, поэтому матч приостановлен: «Два устройства» вернут к нему, когда сервер снова будет доступен. Игры на этом устройстве продолжаются и без него."
        case .copyLink: "Скопировать ссылку"
        case .share: "Поделиться…"
        case .copied: "Скопировано."
        case .copyFailed: "Браузер не позволил скопировать."
        }
    }
}
