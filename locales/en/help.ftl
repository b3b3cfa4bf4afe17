# The help: what /help answers. Its first line, then one line (or two) per command in the order
# each command's declaration gives it (help-<command>), then how play works.

help-intro = Rithmomachia by correspondence. Commands:
help-challenge =
    /{ command-challenge-name } [{ command-challenge-opponent-name }] [{ command-variant-name }] [{ command-challenge-options-name }] [{ command-challenge-colour-name }] [{ command-challenge-days-name }] [{ command-challenge-rated-name }] - challenge someone, or anyone here ({ command-challenge-rated-name }:false for a casual game)
    /{ command-challenge-name } { command-challenge-bot-name }:N - play the bot at level 1 (a beginner) to 5 (the strongest), at once
    /{ command-challenge-name } [{ command-challenge-days-name }] [{ command-challenge-increment-name }] [{ command-challenge-cap-name }] [{ command-challenge-weekends-off-name }] - a time bank: { command-challenge-days-name } to start, { command-challenge-increment-name } days added after each move, at most { command-challenge-cap-name }; { command-challenge-weekends-off-name }:true leaves Saturdays and Sundays uncounted
help-hint = /{ command-hint-name } - in a game against the bot: the engine's move for you, and why
help-accept = /{ command-accept-name }, /{ command-decline-name }, /{ command-cancel-name } - answer or withdraw a challenge
help-move = /{ command-move-name } <move> - play: c3-c5, c3xc5 (a capture), T25@e6 (drop a prisoner); /{ command-move-name } c3 lists that piece's moves
help-board = /{ command-board-name } - show the board;  /{ command-games-name } - your games and those you watch, a player's, or this channel's (in a direct message with the bot: your games on every server, your turn first)
help-resign = /{ command-resign-name } - asks you to confirm;  /{ command-draw-name } { command-choice-offer }|{ command-choice-accept }|{ command-choice-decline }
help-abort = /{ command-abort-name } - call a game off before both players have moved: no result, counts for nobody
help-watch = /{ command-watch-name }, /{ command-unwatch-name } - get (or stop) a direct message with the board after every move
help-history = /{ command-history-name } - the game record;  /{ command-rules-name } [{ command-rules-variant-name }] - how each variant is played
help-stats = /{ command-stats-name } [{ command-stats-player-name }] - games won, lost and drawn here, ratings, and a chart of them over time
help-leaderboard = /{ command-leaderboard-name } [{ command-variant-name }] - this server's players by rating
help-vacation = /{ command-vacation-name } { command-vacation-days-name }:N - stop your clocks for 1 to 14 days (30 days in any year)
help-learn = /{ command-learn-name } [{ command-learn-variant-name }] - lessons, step by step with the board: each shape's moves, every capture, every way to win; /{ command-learn-name } again goes on where you stopped
help-puzzle = /{ command-puzzle-name } [{ command-puzzle-variant-name }] - a puzzle mined by the engine: find the move that does what it says (wins the game by harmony, takes the pyramid, wins material); your puzzle rating and streak; /{ command-puzzle-name } { command-puzzle-daily-name }:true the server's puzzle of the day
help-analyse = /{ command-analyse-name } { command-game-name }:N - the engine's review of a finished game: each player's accuracy, the mistakes and the better moves
help-settings = /{ command-settings-name } - this server's language, default days, the channels games begin in, whether games against the bot are rated, where announcements go (members who may manage the server change them)
help-premove = /{ command-premove-name } { command-premove-line-name }:… - conditional moves, while your opponent is to move: "f6-f5 d4-d5 g6-g5 c3-c4" answers f6-f5 with d4-d5 at once, then g6-g5 with c3-c4 (only you see them); /{ command-premove-name } alone lists yours, { command-premove-clear-name }:true drops them
help-note = /{ command-note-name } { command-note-text-name }:… - a private note on a game, shown to you alone on /{ command-board-name } and beside /{ command-history-name }
help-tournament = /{ command-tournament-name } { command-tournament-create-name }|{ command-tournament-join-name }|{ command-tournament-leave-name }|{ command-tournament-start-name }|{ command-tournament-standings-name }|{ command-tournament-list-name }|{ command-tournament-withdraw-name }|{ command-tournament-cancel-name }|{ command-tournament-export-name } [{ command-tournament-id-name }:N] - tournaments here: a round robin or a Swiss, its games begun by the bot, results and standings announced
help-play = Each move has a time limit of 1 to 14 days, or draws on a time bank of up to 30 days; a reminder comes at 80% of it, and a player out of time loses (a game whose first move is not made in time is aborted instead). A challenge nobody accepts expires after { $challenge_days } days.
    Ratings: Glicko-2, per variant and server, from 1500; a rating shown with ? is provisional (still uncertain: few games, or none for a long while). Fair play: between the same two players only the first { $rated_pair_limit } rated game(s) in any 24 hours count; later ones leave ratings alone. Aborted and casual games change no rating.
    When a game ends, its Rematch button challenges the same opponent again, colours swapped (rated or casual as before).
    Commands find your game from the thread or channel; when you play several here, /{ command-move-name } takes the one where it is your turn and the move is legal, and otherwise you are asked for { command-game-name }:N.
help-notify = /{ command-notify-name } - how you hear it is your turn: a direct message at every move (the default), one digest a day at your hour ({ command-notify-digest-name } and { command-notify-zone-name }, such as 08:00 and Europe/Rome) or the channel mention only; { command-notify-second-reminder-name }:true adds a reminder at 95% of a move's time; { command-notify-sign-out-pages-name }:true signs you out of the board's web pages everywhere
