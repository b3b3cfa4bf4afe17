# The languages themselves, as the console's /lang and the help name them.
language-name = English
language-set = From now on I write to you in English.
language-unknown = I do not speak “{ $code }”; choose one of: { $known }.
