/**
 * English texts of the information pages: the reference every other language must match in shape.
 * Facts that change per deployment (limits, fees, tax rates, house edge) are deliberately described
 * in general terms and left to the screens that show the live values.
 */
import type { Content } from './content.types';

export const contentEn = {
  links: {
    '1': {
      title: 'About Nyota',
      intro:
        'Nyota means "star" in Kiswahili. We are a games platform built for phones and mobile money: quick games you can check for yourself, paid in and out through the mobile-money wallet you already use.',
      sections: [
        {
          heading: 'What you can play',
          paragraphs: ['Every game on Nyota is built and run by us, so we can show you exactly how each result is made.'],
          bullets: [
            'The aircraft crash game: place your bet before take-off and cash out before the plane flies away. The multiplier can climb up to 200x; at 200x every bet still in the round is cashed out automatically.',
            'Wheels: spin for one of the multipliers printed on the wheel, which you see before you bet.',
            'Slots: short, simple slot games with their paytable shown in the game.',
            'Virtual football: computer-simulated matches every few minutes, with the same matches and results for every player.',
          ],
          after: [
            'Every game has a demo mode. Demo play uses play money, needs no account and never touches your balance, so you can learn a game before you stake real money.',
          ],
        },
        {
          heading: 'Fair by design',
          paragraphs: [
            'Results are fixed before you bet and can be checked afterwards. The crash game commits in advance to a chain of hashes; wheels and slots use a server seed whose fingerprint you see before you play, combined with a client seed you can change. The Provably fair page explains the method step by step, and the verifier lets you repeat the calculation yourself.',
            'Our server decides every result and every cash-out. If your connection drops, your bet stays in the round and any automatic cash-out you set still applies.',
          ],
        },
        {
          heading: 'Made for mobile money',
          paragraphs: [
            'In Zambia you deposit and withdraw in kwacha (K) through MTN, Airtel and Zamtel mobile money. You approve each deposit on your own phone with your mobile-money PIN; Nyota never sees that PIN and will never ask for it.',
            'Before you confirm a withdrawal we show the amount, any fee and any tax the law requires, so you know exactly what will reach your wallet. The app is kept small so that it loads quickly on low-cost phones and slow connections.',
          ],
        },
        {
          heading: 'Play safely',
          paragraphs: [
            'Nyota is for adults only: you must be 18 or older to open an account. Gambling should be entertainment, never a way to earn money or pay debts. If it stops being fun, the Responsible gaming page lists the warning signs and the tools we offer, including self-exclusion for 1, 3 or 6 months, or 1 or 5 years.',
          ],
        },
        {
          heading: 'Regulation',
          paragraphs: [
            "In Zambia, betting and gaming are governed by the country's betting and lotteries laws, including the Lotteries Act, with oversight by the Betting Control and Licensing Board. We follow these laws, deduct and pay the taxes they require, and keep the records that regulators need to check that games are fair and that players' money is handled correctly.",
          ],
        },
        {
          heading: 'Talk to us',
          paragraphs: [
            'Questions, problems or ideas: see the Contact us page. For a deposit or withdrawal that went wrong, the quickest route is an appeal from your records, because it reaches our payments team with all the transaction details attached.',
          ],
          action: { label: 'Contact us', to: '/contactus' },
        },
      ],
    },
    '2': {
      title: 'Privacy policy',
      intro:
        'This policy explains what personal data Nyota collects, why we need it, how long we keep it, who we share it with and what rights you have. We collect only what we need to run your account, pay you safely and meet the law.',
      sections: [
        {
          heading: 'Who is responsible',
          paragraphs: [
            'Nyota, the operator of this platform, is responsible for your personal data. In Zambia we handle personal data in line with the Data Protection Act of 2021. You can reach us about privacy through the channels on the Contact us page.',
          ],
        },
        {
          heading: 'What we collect',
          paragraphs: ['We collect the following:'],
          bullets: [
            'Your mobile number. It is your login, the number we send one-time codes to, and the mobile-money wallet we pay withdrawals to.',
            'Your password, stored only as a one-way hash that nobody at Nyota can read.',
            'Your confirmation that you are 18 or older, and any identity details we ask for when the law requires us to check your age or identity.',
            'Device and connection data: an identifier the app creates for your device, your IP address, your browser or app version and the time of each login. We use them to keep your account to one device at a time and to detect fraud.',
            'Transactions: deposits, withdrawals, fees, taxes, bonuses and the mobile-money references that belong to them.',
            'Game history: every bet with its stake, result and cash-out, and the fairness data (seeds and hashes) that prove the result.',
            'What you send us: appeals, the receipt screenshots you upload and your conversations with support.',
            'Self-exclusion choices: the period, reason and comment you give.',
          ],
          after: [
            'We do not collect your mobile-money PIN, your contacts, your GPS location or any photos other than the receipts you choose to upload.',
          ],
        },
        {
          heading: 'Why we use it',
          paragraphs: ['We use your data only for these purposes:'],
          bullets: [
            'To create and protect your account: sign-up codes, login, password reset and the one-device rule.',
            'To move your money: starting mobile-money deposits and payouts and matching them to your account.',
            'To run games, settle bets correctly and let you and us check every result.',
            'To meet the law: age checks, deducting and reporting taxes, anti-money-laundering checks and keeping the records a regulator may inspect.',
            'To protect players and Nyota against fraud, bonus abuse, shared or stolen accounts and automated play.',
            'To support responsible gaming: enforcing self-exclusion and, once they are available, the limits you set.',
            'To answer your appeals and questions.',
            'To tell you about offers, unless you ask us to stop. We never send offers to a self-excluded account.',
          ],
        },
        {
          heading: 'Cookies and storage on your device',
          paragraphs: [
            'The app keeps a login token in a cookie for up to 7 days so that you stay logged in, and remembers your language choice on your device. If you arrived through an invitation link, the invite code and the page you came from are kept in cookies for 1 day so that the invitation can be credited.',
          ],
        },
        {
          heading: 'Who we share it with',
          paragraphs: ['We never sell your personal data. We share it only with:'],
          bullets: [
            'Mobile-money providers (MTN, Airtel and Zamtel) and the payment companies that connect us to them: your mobile number, amounts and transaction references, so that they can collect deposits and pay withdrawals.',
            'Our SMS gateway: your mobile number and the text of the message, so that one-time codes and important notices reach you.',
            'Regulators, tax authorities and law-enforcement bodies, when Zambian law requires it, for example the Betting Control and Licensing Board, the Zambia Revenue Authority or the Financial Intelligence Centre.',
            'Companies that host and secure our systems, bound by contract to use the data only on our instructions and to protect it.',
          ],
          after: [
            'Some of these companies may process data outside Zambia. When that happens we require protection at least equal to what Zambian law gives you.',
          ],
        },
        {
          heading: 'How long we keep it',
          paragraphs: ['We keep data only as long as we need it:'],
          bullets: [
            'Account, transaction and game records: while your account is open, and afterwards for as long as tax, anti-money-laundering and gaming laws require betting operators to keep them.',
            'Security logs (IP addresses, device identifiers, login times): for a limited period, then deleted or anonymised, unless they are needed to investigate fraud or a dispute.',
            'One-time codes: they expire 5 minutes after they are sent and can be used only once.',
            'Self-exclusion records: for the whole exclusion and afterwards, so that we can keep protecting you. Closing an account does not cancel an exclusion.',
          ],
        },
        {
          heading: 'Security',
          paragraphs: [
            'Connections to Nyota are encrypted and passwords are stored as salted, slow hashes. Logging in on a new device ends the session on the old one, and repeated wrong passwords lock logins for a while. No system is perfect, so please never share your password or a one-time code: Nyota staff will never ask for them.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: ['You have the right to:'],
          bullets: [
            'know what personal data we hold about you and receive a copy;',
            'have wrong or incomplete data corrected;',
            'ask us to delete data we no longer need, except records the law obliges us to keep;',
            'object to marketing and to uses based on our own interests;',
            'complain to the Data Protection Commissioner if you are not satisfied with our answer.',
          ],
          after: [
            'To use these rights, contact us from the mobile number registered on your account so that we can confirm it is you. We answer free of charge and within the time the law allows.',
          ],
        },
        {
          heading: 'Children',
          paragraphs: [
            'Nyota is not for anyone under 18. We do not knowingly hold data about children; if we learn that an account belongs to someone under 18, we close it and deal with the balance as the law requires.',
          ],
        },
        {
          heading: 'Changes to this policy',
          paragraphs: [
            'When this policy changes in a way that matters to you, we tell you in the app before the change applies. The version on this page is always the current one.',
          ],
        },
      ],
    },
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
            'Deposit, loss and time limits are coming to Nyota. When they arrive, lowering a limit will take effect at once, while raising one will take effect only after a cooling-off period, so that a decision made in the heat of the moment cannot undo it. Until then, self-exclusion is the tool to use, and you can contact support at any time if you are worried about your play.',
          ],
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
    '4': {
      title: 'Terms and conditions',
      intro:
        'These terms are the agreement between you and Nyota when you open an account or play. Please read them: by signing up you accept them. The Bonus terms and the Privacy policy also apply and form part of this agreement.',
      sections: [
        {
          heading: '1. Who may play',
          paragraphs: ['To open an account and play for money:'],
          bullets: [
            'you must be at least 18 years old and allowed by law to gamble where you are;',
            'you play for yourself with your own money, never on behalf of someone else;',
            'you must not be self-excluded with us or barred from gambling by a court or an authority;',
            'you must not work for Nyota or for a company that builds or runs our games.',
          ],
          after: [
            'We may ask you to prove your age or identity at any time, and we may suspend an account until the check is complete.',
          ],
        },
        {
          heading: '2. Your account',
          paragraphs: ['Your account is personal:'],
          bullets: [
            'One account per person. The account is tied to your mobile number, which must be registered in your name.',
            'Keep your password and one-time codes secret. Tell us straight away if you think someone else has used your account; until you do, play on the account counts as yours.',
            'If we find more than one account belonging to the same person, we may close the extra accounts and cancel bonuses received through them.',
          ],
        },
        {
          heading: '3. One device at a time',
          paragraphs: [
            'You can be logged in and betting on one device at a time. When you log in on another device, the session on the first one ends with the message "Reminder: We support only one device to bet at the same time." Bets already placed are not affected and are settled as usual.',
          ],
        },
        {
          heading: '4. Deposits, withdrawals, fees and taxes',
          paragraphs: ['Money moves only through mobile money:'],
          bullets: [
            'Deposits and withdrawals use mobile money (MTN, Airtel or Zamtel in Zambia) in Zambian kwacha. Use only a wallet registered in your own name.',
            'You approve each deposit on your phone with your mobile-money PIN. Your balance is credited when the provider confirms the payment.',
            'The minimum and maximum per transaction, and any daily withdrawal limit, are shown on the deposit and withdraw screens.',
            'Withdrawals are paid to the mobile-money wallet of the number registered on your account. Withdrawals above the instant daily limit may be checked first and paid the next day.',
            'Fees charged for a payment channel, and an extra fee when deposited money is withdrawn without being played, are shown before you confirm.',
            'Taxes required by Zambian law, such as withholding tax on winnings and excise duty on stakes, are applied as the law sets them at the time. Taxes deducted from a withdrawal are shown before you confirm it.',
            'Nyota is not a bank. Balances earn no interest, and deposits are for play, not for storing or sending money.',
            'If money is credited to your account by mistake, we may correct the balance and will tell you why.',
          ],
        },
        {
          heading: '5. Bets and games',
          paragraphs: ['When you play:'],
          bullets: [
            "A bet stands only when our server accepts it, and only if your balance covers the stake. The server's record of bets, times and results decides, unless it is shown to be wrong.",
            'Each game shows its rules, its minimum and maximum bet and its maximum win. In the crash game, any bet still in play when the multiplier reaches 200x is cashed out automatically at 200x.',
            'Results are produced as described on the Provably fair page, and you can check them.',
            'Demo mode uses play money only; demo winnings have no cash value.',
            'You must not use bots, scripts or any software that plays for you or interferes with a game, nor take advantage of an error. Winnings from such play may be cancelled.',
          ],
        },
        {
          heading: '6. Malfunctions and interrupted games',
          paragraphs: [
            'If a game cannot finish because of a technical failure on our side, the affected bets are void and settled fairly: for each bet we pay what was won so far or return the bet, whichever is better for the player. A bet whose automatic cash-out was reached before the failure is paid at that cash-out.',
            'If your own connection drops, the round continues without you. Your bet stays in play, any automatic cash-out you set still applies, and the result appears in your game records.',
            'A display error on your device does not change the result recorded by our server.',
          ],
        },
        {
          heading: '7. Bonuses and promotions',
          paragraphs: [
            'Bonuses are optional and come with conditions (wagering, expiry and limits) set out in the Bonus terms and in each offer. Each bonus can be received once per person, per device and per mobile-money wallet unless the offer says otherwise.',
          ],
        },
        {
          heading: '8. Self-exclusion',
          paragraphs: [
            'You may self-exclude for 1, 3 or 6 months, or for 1 or 5 years. Self-exclusion cannot be undone early. While it is active you cannot log in, deposit, withdraw or bet, and we send you no marketing. Withdraw any balance you want before you start it; it remains yours and can be withdrawn once the period ends.',
          ],
        },
        {
          heading: '9. Suspending and closing accounts',
          paragraphs: ['Accounts can be closed in these ways:'],
          bullets: [
            'You can ask support to close your account at any time. We pay any remaining balance to your registered mobile-money wallet, less any fees and taxes due.',
            'We may suspend or close an account for fraud, money laundering, multiple accounts, underage play, bonus abuse, abuse of our staff or another serious breach of these terms. Where the law allows, we tell you the reason.',
            'When we close an account, we pay out the balance that belongs to you, except amounts won through fraud or a breach of these terms and funds we must hold or report by law.',
            'An account that has not been used for a long time stays yours, and you can always recover its balance by contacting support.',
          ],
        },
        {
          heading: '10. Complaints, appeals and disputes',
          paragraphs: ['If something goes wrong:'],
          bullets: [
            'For a deposit or withdrawal, open it in Records and tap Appeal. Add the transaction ID and a screenshot of the mobile-money receipt showing the amount, the recipient and the transaction ID. We review appeals within 1 working day.',
            'If an appeal is rejected, the reason is shown, and you can correct the details and submit it again.',
            'For any other complaint, contact support with your registered mobile number and the details: date, game, amount and round number. We keep the records needed to check what happened.',
            'If you are not satisfied with our final answer, you may refer the complaint to the Betting Control and Licensing Board or take it to the courts of Zambia.',
          ],
        },
        {
          heading: '11. Our responsibility',
          paragraphs: [
            'We are responsible for running the games and handling your money as these terms describe. We are not responsible for delays or failures caused by mobile-money providers, mobile networks or other events outside our reasonable control, but we will help you trace any payment. Nothing in these terms takes away rights you have under Zambian law.',
          ],
        },
        {
          heading: '12. Changes and governing law',
          paragraphs: [
            'We may update these terms. Important changes are announced in the app before they take effect, and playing after that means you accept them. These terms are governed by the laws of the Republic of Zambia, and the courts of Zambia decide any dispute about them.',
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
  },
  faq: {
    '1': {
      title: 'Account & security',
      intro: 'Signing up, logging in and keeping your account safe.',
      items: [
        {
          question: 'How do I sign up?',
          answer: [
            'Tap Sign up, enter your mobile number in the form 0XXXXXXXXX and choose a password of 6 to 20 characters. When the form asks for a code, tap the button to request it: we send a 4-digit code by SMS. Enter the code, confirm that you are 18 or older, and you are in. From then on your mobile number is your login.',
            'If the SMS does not arrive, check the number you typed. You can request a new code after 60 seconds, and the screen then also shows a USSD alternative. A code is valid for 5 minutes.',
          ],
        },
        {
          question: 'I forgot my password. What do I do?',
          answer: [
            'On the login screen tap Forgot password, enter your mobile number and request a code. Enter the 4-digit code from the SMS, then type your new password twice. If the code has expired, request a new one.',
            'You can also log in with a one-time SMS code instead of your password, and then change the password in Settings.',
          ],
        },
        {
          question: 'Why did I see "Reminder: We support only one device to bet at the same time."?',
          answer: [
            'Your account can be active on one device at a time. The message means your account has just been logged in on another phone or computer, so the session on this device was ended.',
            'If that was you, simply carry on with the new device. If it was not you, log in again straight away, change your password in Settings and contact support, because someone else may know your password.',
            'Bets placed before the switch are not lost. They are settled as usual and appear in your game records.',
          ],
        },
        {
          question: 'Can I use Nyota on more than one phone?',
          answer: [
            'Yes. You can log in on any phone or computer, but only one at a time. Logging in on a new device ends the session on the previous one.',
          ],
        },
        {
          question: 'My login is locked after wrong passwords. Why?',
          answer: [
            'After several wrong passwords in a row we pause logins for a short time to stop people guessing. The message tells you how many minutes to wait. If you have forgotten the password, you can reset it with an SMS code instead.',
          ],
        },
        {
          question: 'How do I change my password?',
          answer: [
            'Open Settings, choose the password option, enter your current password and then the new one twice. The new password must be different from the current one.',
          ],
        },
        {
          question: 'How do I keep my account safe?',
          answer: [
            'Never share your password or the codes we send by SMS. Nyota staff will never ask for them, nor for your mobile-money PIN. Use a password you do not use anywhere else, lock your phone, and log out when you use a shared device. Ignore anyone who offers "fixed" results or free bonuses in exchange for your details.',
          ],
        },
        {
          question: 'Why can I not log in after choosing self-exclusion?',
          answer: [
            'While self-exclusion is active, logging in is blocked, and it cannot be unlocked early. After the end date, log in as usual: we ask whether you want to reactivate your account, and it opens again only if you confirm.',
          ],
        },
        {
          question: 'How do I close my account?',
          answer: [
            'Withdraw your balance, then contact support from your registered mobile number and ask for the account to be closed. If you want to stop because of your gambling, self-exclusion is the safer choice, because it cannot be reversed early.',
          ],
        },
      ],
    },
    '2': {
      title: 'Deposits & withdrawals',
      intro: 'Paying in and out with mobile money, fees and taxes, and what to do when a payment goes wrong.',
      items: [
        {
          question: 'Which payment methods can I use?',
          answer: [
            'In Zambia you can use MTN Mobile Money, Airtel Money and Zamtel mobile money. Use a wallet registered in your own name.',
          ],
        },
        {
          question: 'How do I deposit?',
          answer: [
            'Open Deposit, enter or choose an amount, select your mobile-money network and tap Deposit. A payment prompt then appears on your phone: check the amount and approve it with your mobile-money PIN. The app waits for the confirmation and shows the result, usually within a minute.',
            'Nyota never asks for your PIN in the app, by SMS or by phone. Enter it only on the prompt from your mobile-money provider.',
          ],
        },
        {
          question: 'The payment prompt did not appear on my phone.',
          answer: [
            'Check that the number on the deposit screen is your mobile-money number, that your phone has signal and that no other mobile-money request is open on it. A prompt that is not answered in time expires; just start the deposit again. No money leaves your wallet unless you approve the prompt with your PIN.',
          ],
        },
        {
          question: 'Money left my wallet, but my Nyota balance did not change.',
          answer: [
            'Most deposits are credited within a minute or two, but providers can take longer at busy times, so wait a few minutes first. If the money is still missing, open Records, choose the deposit and tap Appeal. Enter the transaction ID from your mobile-money SMS and upload a screenshot (PNG or JPEG, up to 3 images) that shows the amount, the recipient and the transaction ID.',
            'We review appeals within 1 working day, and you can follow each step in Records. If an appeal is rejected, the reason is shown, for example a transaction ID that does not match, and you can correct it and submit again.',
          ],
        },
        {
          question: 'How do I withdraw?',
          answer: [
            'Open Withdraw, enter the amount and choose your network. Before you confirm, the screen shows the fee, any tax and the amount you will receive. Withdrawals are paid to the mobile-money wallet of the number registered on your account.',
          ],
        },
        {
          question: 'What fees and taxes apply?',
          answer: [
            'Any fee or tax on a deposit is shown before you confirm it. For withdrawals, the fee of the payment channel (a fixed amount or a percentage) is shown on the withdraw screen, and money deposited and withdrawn without being played may carry an extra fee.',
            'Taxes required by Zambian law, such as withholding tax on winnings, are deducted and shown before you confirm a withdrawal. The amount shown as what you receive is what reaches your wallet.',
          ],
        },
        {
          question: 'How long does a withdrawal take?',
          answer: [
            'Withdrawals within the instant daily limit are usually paid within minutes. Larger amounts, or withdrawals made after the daily limit is reached, are checked first and paid the next day. If a withdrawal has not arrived 24 hours after you made it, appeal it from Records or contact support.',
          ],
        },
        {
          question: 'Are there minimum and maximum amounts?',
          answer: [
            'Yes. The deposit and withdraw screens show the minimum and maximum per transaction and, for withdrawals, the daily limit. If you enter an amount outside the range, the screen tells you the range that is allowed.',
          ],
        },
        {
          question: 'My withdrawal failed. Where is my money?',
          answer: [
            'If the provider cannot pay a withdrawal, the amount is returned to your Nyota balance and the record shows it as failed and refunded. Check that your mobile-money account is active and able to receive money, then try again.',
          ],
        },
        {
          question: 'Why can I not withdraw?',
          answer: [
            'The usual reasons are a balance lower than the amount, an amount outside the limits, or bonus wagering that is not yet complete (bonus funds stay locked until it is). The screen tells you which one applies.',
          ],
        },
      ],
    },
    '3': {
      title: 'Games & fairness',
      intro: 'Demo mode, how results are made and checked, and what happens when your connection drops.',
      items: [
        {
          question: 'What is demo mode?',
          answer: [
            'Every game can be played in demo mode with play money. You do not need an account, nothing is taken from your balance and demo winnings cannot be withdrawn. It is the best way to learn how a game works.',
          ],
        },
        {
          question: 'How does the crash game work?',
          answer: [
            'Place a bet while the countdown runs. When the plane takes off, the multiplier climbs from 1.00x; tap Cash out to collect your stake times the current multiplier. If the plane flies away before you cash out, the bet is lost.',
            'You can set an automatic cash-out between 1.01x and 200x, and the server cashes you out the moment the multiplier reaches it. At 200x every bet still in the round is cashed out automatically.',
          ],
        },
        {
          question: 'Are the games fair?',
          answer: [
            'Yes, and you can check it. Every result is fixed before bets are placed: the crash game uses a published chain of hashes with a salt, and the other games use a server seed, your client seed and a nonce. After a round you can calculate the result again in the verifier. The Provably fair page explains how.',
          ],
        },
        {
          question: 'What happens if my connection drops during a round?',
          answer: [
            'Your bet is never lost because of a disconnection. The server runs the round: your bet stays in it, and an automatic cash-out you set still applies. When you reconnect, the app shows the round and your bet as they stand, and finished rounds are in your game records.',
            'If you did not set an automatic cash-out and do not reconnect before the crash, the bet is settled by the result of the round, like every other bet.',
          ],
        },
        {
          question: 'What if the game itself fails?',
          answer: [
            'If a round cannot finish because of a fault on our side, each affected bet is settled in your favour: we pay what was won so far or return the bet, whichever is better for you.',
          ],
        },
        {
          question: 'I tapped Cash out, but the plane crashed. Why did I lose?',
          answer: [
            'The server decides by the moment your cash-out reaches it, not the moment you tapped. On a slow connection the crash can arrive first. Your bet record shows when the server received your cash-out. An automatic cash-out avoids this delay, because it runs on the server.',
          ],
        },
        {
          question: 'Can anyone predict the results?',
          answer: [
            'No. Results come from secrets that are revealed only after the round, so past results say nothing about the next one. "Predictor" apps and paid tips are scams: never pay for them or give them access to your account.',
          ],
        },
        {
          question: 'Where can I see my past bets?',
          answer: [
            'Open Game records from your profile. Each bet shows the stake, the result, the cash-out and the fairness data you need to verify it.',
          ],
        },
        {
          question: 'How much does a game pay back on average?',
          answer: [
            'Each game shows its house edge or return to player in its rules. For example, a crash game with a 1% house edge pays back 99% of stakes on average over many rounds, whatever target you choose. Over a short session results vary a lot, and no strategy removes the edge.',
          ],
        },
      ],
    },
  },
  contact: {
    title: 'Contact us',
    channelsHeading: 'Support channels',
    intro:
      'We are here to help with your account, payments and games. Please contact us from the mobile number registered on your Nyota account, or mention it, so that we can find your account quickly.',
    channels: {
      phone: 'Call us',
      whatsapp: 'WhatsApp',
      email: 'Email',
      facebook: 'Facebook',
      x: 'X (Twitter)',
    },
    notConfigured:
      'Support channels are being set up. Until then, write to us through the appeal form on the deposit or withdrawal in Records.',
    appealsHeading: 'A deposit or withdrawal problem?',
    appeals: [
      'The fastest route is an appeal: open Records, choose the transaction and tap Appeal. Add the transaction ID and a screenshot of the mobile-money receipt. We review appeals within 1 working day.',
    ],
    appealsAction: { label: 'Open Records', to: '/records' },
    safetyHeading: 'Stay safe',
    safety: [
      'Nyota staff will never ask for your password, an SMS code or your mobile-money PIN. Our official channels are the ones listed on this page; do not trust anyone who contacts you elsewhere in our name.',
    ],
  },
  ui: {
    morePages: 'More information',
    faqTopics: 'Help topics',
    contactLink: 'Contact us',
  },
} as const satisfies Content;
