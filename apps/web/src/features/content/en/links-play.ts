/** English texts of the play pages: responsible gaming, provably fair, bonus terms (links pages 3, 5, 6); content.en.ts composes them. */

export const playLinksEn = {
  '3': {
    title: 'Responsible gaming',
    intro:
      'Nyota games are made for fun. Winning is never certain and every game gives the house a small edge, so over time players lose more than they win. Play only with money you can afford to lose, and stop when it stops being fun.',
    sections: [
      {
        heading: 'Keep it a game',
        paragraphs: ['A few habits keep gambling under control:'],
        bullets: [
          'Decide how much you will spend before you start, and stop when it is gone.',
          'Never chase losses. A bigger bet to win back what you lost usually makes the loss bigger.',
          'Never use money meant for rent, food, school fees or bills, and never borrow to play.',
          'Take breaks, and do not play when you are upset, drunk or tired.',
          'Use demo mode to learn a game without risking money.',
          'No system, app or "predictor" can forecast a result. Anyone selling one is running a scam.',
        ],
      },
      {
        heading: 'Warning signs',
        paragraphs: ['Gambling may be becoming a problem if you:'],
        bullets: [
          'spend more money or time than you planned, again and again;',
          'think about gambling most of the day, or feel restless when you cannot play;',
          'play to escape worries, stress or sadness;',
          'hide your gambling from family or friends, or lie about it;',
          'borrow money, sell belongings or skip bills so that you can keep playing;',
          'feel that you must win back what you lost;',
          'have tried to cut down and could not.',
        ],
        after: ['If any of this sounds like you, take it seriously: pause, talk to someone you trust and use the tools below.'],
      },
      {
        heading: 'Self-exclusion',
        paragraphs: [
          'Self-exclusion closes your account for a period you choose: 1 month, 3 months, 6 months, 1 year or 5 years. Start it in the app under Self-exclusion: choose the period and a reason, then confirm.',
          'While it runs:',
        ],
        bullets: [
          'you cannot log in, deposit, withdraw or place bets;',
          'it cannot be shortened, cancelled or changed, neither by you nor by our staff;',
          'we send you no offers or promotions.',
        ],
        after: [
          'Withdraw any balance you want to use before you confirm, because withdrawals are blocked during the exclusion. The balance stays yours and can be withdrawn after the period ends. The account does not reopen by itself: after the end date, logging in asks whether you want to reactivate it.',
          'Self-exclusion covers Nyota only. If you also play elsewhere, ask those operators to exclude you too, and consider removing gambling apps from your phone.',
        ],
        action: { label: 'Go to self-exclusion', to: '/self-excusion' },
      },
      {
        heading: 'Time-out',
        paragraphs: [
          'A time-out is a shorter break: 24 hours, 7 days, 30 days or 6 weeks. It starts at once: betting and deposits stop, bets waiting for the next round are cancelled, your other devices are logged out and we send you no offers. You stay logged in on the device you used and can still withdraw. A time-out cannot be shortened or cancelled; it ends by itself at the time shown.',
        ],
        action: { label: 'Take a time-out', to: '/safer-play' },
      },
      {
        heading: 'Reality check',
        paragraphs: [
          'Choose a reminder every 15, 30 or 60 minutes. While you play for real money, a message stops the game at that interval and shows how long you have played this session and how much you are up or down, so you can decide to keep playing, look at your history or stop.',
        ],
        action: { label: 'Set a reality check', to: '/safer-play' },
      },
      {
        heading: 'Limits',
        paragraphs: [
          'Set how much you may deposit and how much you may lose (stakes minus winnings) in a day, a week and a month, and how long one playing session may last. Days start at midnight, weeks on Monday and months on the 1st, on the clock of the country you play in. We offer a deposit limit when you sign up, and you can set or change any limit at any time under Safer play.',
          'Lowering a limit takes effect at once. Raising or removing one takes effect only 24 hours later, so that a decision made in the heat of the moment cannot undo it; the page shows the new value and when it starts. When a deposit or a bet would go over a limit, it is refused before any payment prompt reaches your phone, and the message says which limit it was and when it resets.',
        ],
        action: { label: 'Set your limits', to: '/safer-play' },
      },
      {
        heading: 'Under 18s',
        paragraphs: [
          'You must be 18 or older to open an account and to play for money. We check age at sign-up, may ask for proof of age at any time, and close accounts opened by minors. If children use your phone, protect it with a screen lock and never share your Nyota password.',
        ],
      },
      {
        heading: 'Getting help',
        paragraphs: ['Problem gambling is a health issue and it can be treated. You do not have to face it alone:'],
        bullets: [
          'Talk to someone you trust: a family member, a friend or a religious leader.',
          'See a doctor or visit your nearest clinic or hospital. Health workers can refer you to a counsellor or a mental-health service.',
          'Speak to a professional counsellor about your gambling and what lies behind it.',
          'Contact Nyota support. We can explain self-exclusion, help you withdraw your balance first and go through your account history with you.',
          'Gamblers Anonymous (gamblersanonymous.org) runs free self-help meetings, including meetings online.',
        ],
        after: [
          'If you ever feel that you might harm yourself, contact emergency services or go to the nearest hospital straight away.',
        ],
      },
      {
        heading: 'For family and friends',
        paragraphs: [
          'If someone close to you gambles too much, talk to them calmly, without blame, about what you have noticed. Do not lend money to cover gambling losses. Encourage them to seek help and to use self-exclusion, and look after yourself too: a counsellor can support you as well.',
        ],
      },
    ],
  },
  '5': {
    title: 'Provably fair',
    intro:
      '"Provably fair" means you do not have to take our word for it. Every result is fixed before you bet, and after the round you get everything needed to calculate it again yourself. If our result ever differed from the calculation, you could prove it.',
    sections: [
      {
        heading: 'The idea in one minute',
        paragraphs: [
          'Before a round we show you a fingerprint of the secret that will decide it: its SHA-256 hash. A hash is easy to calculate from the secret but impossible to turn back into it, and in practice no two secrets share a hash. After the round we reveal the secret. You hash it, compare the result with the fingerprint you saw earlier, and repeat the calculation of the result. Had we changed the secret after seeing the bets, the fingerprints would not match.',
        ],
      },
      {
        heading: 'Crash game: a chain of hashes',
        paragraphs: [
          'We generate one random secret with a cryptographically secure generator and hash it again and again, millions of times, each time hashing the previous hash written as lowercase hexadecimal text. The very last hash of this chain is published before the first round is played: it is our commitment.',
          "Rounds then use the chain backwards. Round 1 uses the hash just before the published one, round 2 the one before that, and so on. So hashing any round's hash once gives the previous round's hash, and hashing the hash of round n a total of n times gives the published commitment. Every round is therefore fixed from the start, and because each hash is revealed only when its round ends, the hashes already shown tell nobody anything about the rounds to come.",
        ],
      },
      {
        heading: 'The salt',
        paragraphs: [
          "A chain alone could, in theory, have been chosen by us from many candidates. To rule that out, each round's hash is combined with a salt: a public value that did not yet exist when we published the commitment. When we make a new chain, we first publish its commitment together with the name of the value that will be its salt, for example the hash of a named future Bitcoin block, and the time it is expected. Once that value exists, we set it as the chain's salt, and only then is any round played from the chain. As nobody knew the salt when the chain was fixed, we could not have picked a chain that favours the house.",
          'The Chains list below the verifier shows every chain: its commitment and when it was published, the value named as its salt and when it was expected, and the salt itself with the time it was set. Test and development servers use a development salt instead: a random value drawn by the server just after the commitment. It is labelled "development salt" everywhere it appears, because it is not a public value and proves nothing against the operator. Chains made before salts were announced also carry this label.',
        ],
      },
      {
        heading: 'From hash to crash point',
        paragraphs: ['For each round:'],
        ordered: true,
        bullets: [
          "Calculate HMAC-SHA256 with the salt, written as text, as the key and the round's hash as the message. The message is the hash's 32 bytes (the 64 hexadecimal characters read two at a time as bytes), not the characters themselves. This is the calculation of bustabit's public verifier, so with a 1% house edge that verifier gives our crash points too.",
          'Take the first 13 hexadecimal characters of the result (52 bits) and divide that number by 2^52. This gives a number X from 0 up to, but never reaching, 1.',
          'Divide 100 × (1 − house edge) by (1 − X) and round down to a whole number.',
          'Divide by 100. That is the crash point, with two decimals. If it is below 1.00, the round crashes at 1.00x.',
        ],
        after: [
          "Chains made before this method used the hash's 64 characters as text for the message. Each round's data says which message its chain uses, and the verifier applies it. Either way, the chain itself is walked the same way: each hash is the SHA-256 of the next one written as lowercase hexadecimal text.",
          'The house edge is stated in the game rules and in the verifier. The formula gives every cash-out target the same average return: with a 1% edge, every K100 staked returns K99 on average over many rounds, whichever target you choose. A crash at 1.00x ends the round at once with no winners, which is why the lowest cash-out target is 1.01x.',
        ],
      },
      {
        heading: 'The 200x cap',
        paragraphs: [
          "Multipliers stop at 200x. If the plane reaches 200x, every bet still in the round is cashed out automatically at 200x and the round ends, even when the calculated crash point is higher. The cap limits a bet's win to 200 times its stake, and since every bet still in play is paid in full at 200x, it does not change the house edge for any strategy.",
        ],
      },
      {
        heading: 'Interrupted rounds',
        paragraphs: [
          'If our server stops during a crash round, the round is settled as soon as the game is running again, from its crash point, which was fixed before betting:',
        ],
        bullets: [
          'A bet already cashed out is paid at its cash-out, as usual.',
          'A bet still in the round is paid at the point where it would have stopped by itself, when the crash point reaches that point: its automatic cash-out, the multiplier at which it reaches the maximum win, or the 200x cap, whichever is lowest. A tie goes to the player, as in play.',
          'Otherwise its stake is returned in full.',
        ],
        after: [
          'So every bet gets the better of the two: its result at the committed crash point, or its stake back. A round whose crash point is 200x or more is recorded as ended at the 200x cap, as in play, and the verifier checks it in the same way.',
        ],
      },
      {
        heading: 'Wheels, slots and other per-bet games',
        paragraphs: ['Games in which every bet has its own result use three inputs:'],
        bullets: [
          'Server seed: a random secret from us. You see its SHA-256 hash before you play with it.',
          'Client seed: a value from your side that you can change whenever no round is open, so we cannot know in advance which seed you will use.',
          'Nonce: a counter that starts at 0 and goes up by one with every bet made with the same pair of seeds.',
        ],
        after: [
          'The result comes from HMAC-SHA256 with the server seed as the key and the message clientSeed:nonce:round, for example myseed:12:0. Each calculation gives 32 bytes, and every 4 bytes make one number between 0 and 1: the first byte divided by 256, plus the second divided by 256², plus the third divided by 256³, plus the fourth divided by 256⁴. When a game needs more numbers than one calculation gives, round becomes 1, then 2, and so on.',
          'Wheels pick by weight, not by equal segments. Each segment of a wheel table has a whole-number weight; W is the sum of all the weights. The first number x of the bet gives r = floor(x × W). Going through the segments in table order (clockwise from the pointer) and adding up their weights, the wheel stops on the first segment whose running total is greater than r. A segment therefore wins with chance weight ÷ W, and it is drawn as that share of the wheel. The verifier below lists every prize of each wheel with its weight and its chance in percent, read from the table the game serves.',
          'A slot uses one number per reel: reel i stops at floor(number × length of its strip). Wheel tables, reel strips and paytables are fixed, versioned settings; the version and a fingerprint of the settings are saved with every bet.',
          'The fingerprint is the SHA-256, in lowercase hexadecimal, of the settings written as canonical JSON: object keys sorted by UTF-16 code units (as JavaScript sorts strings), arrays in their order, strings and whole numbers written as JSON writes them, no spaces or line breaks, encoded as UTF-8. For the slot, hash the "definition" member of GET /game-center/slots/config exactly as served: the result is its configHash. For a wheel, hash an object with the members game, version, cost and segments of GET /game-center/wheels/config: the result is its tableHash. The verifier does this with the settings it fetches and says whether they match.',
          "A slot's paytable counts wins in line bets: the stake divided by the number of paylines. Free spins won on the paid spin take the next numbers of the same stream, so the whole round, free spins included, is fixed the moment you bet. The verifier shows every reel stop and the payout divided by the stake.",
        ],
      },
      {
        heading: 'The life of a seed',
        paragraphs: ['Each server seed passes through three stages:'],
        ordered: true,
        bullets: [
          'Committed: we create your next server seed and show you only its hash.',
          'Active: the seed is used with your client seed, and the nonce counts your bets.',
          'Revealed: when you rotate seeds (by changing your client seed or asking for a new pair), the active server seed is retired and shown in full, and the committed seed becomes active. Rotation is refused while a round is still open.',
        ],
        after: [
          'Only a revealed seed can be checked. An active seed stays secret, because anyone who knew it could calculate its future results.',
        ],
      },
      {
        heading: 'Virtual football',
        paragraphs: [
          'Virtual football rounds are committed in advance in the same way as crash rounds, and their scores are drawn from the same kind of numbers. After a round, its inputs and the team settings used are available in the verifier.',
          "In plain words: each match uses HMAC-SHA256 with the round's hash as the key and salt:match:round as the message (matches are numbered from 0), turned into numbers as for slots. The first number picks the final score from a published list of scores, each with a weight worked out from the two teams' ratings. The next numbers pick the goal minutes and which side scored each goal.",
          'The odds come from the same weights. The chance of a selection is the weight of the scores on which it wins divided by the total weight; its odds are (1 − margin) divided by that chance, rounded down to two decimals. A selection below 1.01 is not offered, and odds are capped at 1000.00: when the formula gives more (a very unlikely correct score, say 1594.45), the price is 1000.00. The cap limits what one bet can cost us and only lowers the return of the few selections it touches. Both bounds are sent with every round, and the verifier replays every match of a round and recalculates every price with them.',
          'While a match is being played, Nyota sends only the goals whose minute has already been played, by the server clock, and the score they make. The final score, later goals and the round hash are sent at full time, when betting on the round has long closed.',
        ],
      },
      {
        heading: 'How to verify a bet',
        paragraphs: ['To check any bet:'],
        ordered: true,
        bullets: [
          'Open Game records and choose the bet. Its details show the round, the hash or server seed, the salt or client seed, and the nonce.',
          "Open the verifier from the bet or from the game's fairness panel. The inputs are filled in for you, and you can also paste your own.",
          "For the crash game, the verifier hashes the round's hash back to the published commitment and calculates the crash point again. For per-bet games, it checks that the revealed server seed matches the hash you saw before playing, then calculates the result again.",
          'Compare the result with your bet record. They must be identical.',
        ],
        after: [
          'The verifier runs entirely in your browser and uses the formulas on this page. You can also use any independent SHA-256 or HMAC tool, or your own program, to follow the same steps.',
        ],
      },
      {
        heading: 'What provably fair does not mean',
        paragraphs: [
          'It proves that we did not change results; it does not mean you will win. Every game has a house edge, and past results say nothing about the next one. Apps or people selling "predictors" are scams.',
        ],
      },
    ],
  },
  '6': {
    title: 'Bonus terms',
    intro:
      "Bonuses add to your play, but they come with rules. These terms apply to every bonus, trial cash, coupon and promotion on Nyota. Each offer also shows its own details, such as amount, wagering, eligible games and expiry; where they differ from these general terms, the offer's details apply.",
    sections: [
      {
        heading: 'Kinds of reward',
        paragraphs: ['Rewards come in these forms:'],
        bullets: [
          'Cash bonus: credited to your balance. It can be staked and, once its conditions are met, withdrawn like any other money.',
          'Trial cash: money for trying real-money games. It can only be staked, never withdrawn itself; the offer states what you can keep from its winnings.',
          'Coins and diamonds: points earned through tasks and activities, which can be exchanged for rewards in the app. They have no cash value and cannot be withdrawn.',
          'Coupons: vouchers for a deposit bonus or another reward, each with its own minimum amount and expiry date.',
        ],
      },
      {
        heading: 'Claiming',
        paragraphs: ['To receive a bonus:'],
        bullets: [
          'Most bonuses must be claimed in the app. Some are added automatically when you meet the conditions, and the offer says so.',
          'A deposit bonus applies only to the deposit made under that offer, and only from the minimum amount shown.',
          'A bonus that is not claimed within its claim window is lost.',
          'You must be 18 or older and use your one and only Nyota account.',
        ],
      },
      {
        heading: 'Wagering',
        paragraphs: [
          'Wagering is the total amount you must stake before a bonus and its winnings can be withdrawn. It is given as a multiple of the bonus: for example, a K20 bonus with 5x wagering needs K100 of settled bets.',
        ],
        bullets: [
          'Only settled real-money bets count. Cancelled or void bets and demo play do not.',
          'An offer may count only some games, or count some games partly; if so, it says which.',
          'Bonus funds stay locked for withdrawal until the wagering is complete. You can follow your bonuses in the Bonus Center.',
          'Money that is deposited and withdrawn without being played may carry an extra withdrawal fee, shown before you confirm.',
        ],
      },
      {
        heading: 'Expiry',
        paragraphs: ['Bonuses do not last for ever:'],
        bullets: [
          'Every bonus shows when it expires. Times are Zambian time (CAT, UTC+2).',
          'If the wagering is not complete when a bonus expires, the remaining bonus and the winnings made with it are removed. Money you deposited yourself is never removed.',
          'Some rewards must be claimed soon after they become available, for example a weekly trial fund that must be claimed within 3 days.',
        ],
      },
      {
        heading: 'One per person, one per device',
        paragraphs: [
          'Each bonus can be received once per person, once per device and once per mobile-money wallet, unless the offer says it can be repeated. Family members who share a phone share that limit.',
        ],
      },
      {
        heading: 'Bonus abuse',
        paragraphs: [
          'We may refuse, cancel or remove a bonus and the winnings made with it when we have reasonable evidence of abuse, including:',
        ],
        bullets: [
          "opening or using more than one account, or using other people's mobile numbers or wallets;",
          'sharing devices or accounts to claim the same offer more than once;',
          'working with other players to collect bonuses or referral rewards, including fake invitations;',
          'using bots, scripts or other automated play;',
          'depositing and withdrawing without real play in order to collect deposit bonuses;',
          'taking advantage of a technical error or an obvious mistake in an offer.',
        ],
        after: [
          'Your own deposits are never confiscated for bonus abuse: they are returned to you, less only the fees and taxes that apply. Serious or repeated abuse can lead to the account being closed.',
        ],
      },
      {
        heading: 'Invitations',
        paragraphs: [
          'Referral rewards are paid only for real, new players who sign up through your invite link and meet the conditions shown in the invitation. Inviting yourself or people who do not exist is abuse.',
        ],
      },
      {
        heading: 'Self-exclusion and changes',
        paragraphs: [
          'A self-excluded account receives no bonuses or offers, and unused bonuses are removed when an exclusion starts. We may change or end a promotion at any time, but a bonus you have already claimed keeps the terms it had when you claimed it.',
        ],
      },
    ],
  },
} as const;
