"""The referee: the game service (`bot.service`), storage (`bot.storage`), the Discord front end
(`bot.discord`), the local table (`bot.table`), config and the entry point (`python -m bot`)."""
