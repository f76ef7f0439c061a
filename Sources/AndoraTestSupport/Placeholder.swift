import AndoraCore
