# The languages themselves, as the console's /lang and the help name them.
language-name = Italiano
language-set = D'ora in poi ti scrivo in italiano.
language-unknown = Non parlo «{ $code }»; scegli una tra: { $known }.
