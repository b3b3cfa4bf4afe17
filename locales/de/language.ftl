# The languages themselves, as the console's /lang and the help name them.
language-name = Deutsch
language-set = Ab jetzt schreibe ich dir auf Deutsch.
language-unknown = „{ $code }“ spreche ich nicht; wähle eine von: { $known }.
