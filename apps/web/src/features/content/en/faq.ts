/** English texts of the help topics (FAQ); content.en.ts composes them. */

export const faqEn = {
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
} as const;
