/** English texts of the policy pages: about, privacy, terms (links pages 1, 2, 4); content.en.ts composes them. */

export const policyLinksEn = {
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
} as const;
