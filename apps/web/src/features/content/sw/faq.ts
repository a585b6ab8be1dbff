/** Kiswahili texts of the help topics (FAQ); content.sw.ts composes them. */
import type { contentEn } from '../content.en';
import type { Translation } from '../content.types';

export const faqSw: Translation<typeof contentEn>['faq'] = {
  '1': {
    title: 'Akaunti na usalama',
    intro: 'Kujisajili, kuingia na kuweka akaunti yako salama.',
    items: [
      {
        question: 'Ninajisajili vipi?',
        answer: [
          'Gusa Jisajili, weka namba yako ya simu kwa muundo 0XXXXXXXXX na uchague nenosiri la herufi 6 hadi 20. Fomu ikiomba msimbo, gusa kitufe cha kuuomba: tunakutumia msimbo wa tarakimu 4 kwa SMS. Weka msimbo, thibitisha kwamba una umri wa miaka 18 au zaidi, na umeingia. Kuanzia hapo namba yako ya simu ndiyo utambulisho wako wa kuingia.',
          'SMS isipofika, kagua namba uliyoandika. Unaweza kuomba msimbo mpya baada ya sekunde 60, na skrini pia huonyesha njia mbadala ya USSD. Msimbo unafanya kazi kwa dakika 5.',
        ],
      },
      {
        question: 'Nimesahau nenosiri. Nifanye nini?',
        answer: [
          'Kwenye skrini ya kuingia gusa Umesahau nenosiri, weka namba yako ya simu na uombe msimbo. Weka msimbo wa tarakimu 4 kutoka kwenye SMS, kisha andika nenosiri lako jipya mara mbili. Muda wa msimbo ukiwa umekwisha, omba mpya.',
          'Unaweza pia kuingia kwa msimbo wa SMS wa mara moja badala ya nenosiri, kisha ubadilishe nenosiri kwenye Mipangilio.',
        ],
      },
      {
        question: 'Kwa nini niliona "Kumbuka: Tunaruhusu kifaa kimoja tu kubeti kwa wakati mmoja."?',
        answer: [
          'Akaunti yako inaweza kutumika kwenye kifaa kimoja kwa wakati mmoja. Ujumbe huo unamaanisha kwamba mtu ameingia kwenye akaunti yako sasa hivi kutoka simu au kompyuta nyingine, kwa hiyo kipindi kwenye kifaa hiki kimemalizwa.',
          'Kama ni wewe, endelea tu kwenye kifaa kipya. Kama si wewe, ingia tena mara moja, badilisha nenosiri lako kwenye Mipangilio na uwasiliane na huduma kwa wateja, kwa sababu huenda mtu mwingine analijua nenosiri lako.',
          'Madau yaliyowekwa kabla ya mabadiliko hayapotei. Hulipwa kama kawaida na huonekana kwenye rekodi zako za michezo.',
        ],
      },
      {
        question: 'Je, naweza kutumia Nyota kwenye simu zaidi ya moja?',
        answer: [
          'Ndiyo. Unaweza kuingia kwenye simu au kompyuta yoyote, lakini moja tu kwa wakati mmoja. Kuingia kwenye kifaa kipya humaliza kipindi kwenye kifaa kilichotangulia.',
        ],
      },
      {
        question: 'Kuingia kumefungwa baada ya kukosea nenosiri. Kwa nini?',
        answer: [
          'Baada ya kukosea nenosiri mara kadhaa mfululizo, tunasimamisha kuingia kwa muda mfupi ili kuzuia watu wanaobahatisha. Ujumbe unakuambia usubiri dakika ngapi. Ikiwa umesahau nenosiri, unaweza kuliweka upya kwa msimbo wa SMS badala yake.',
        ],
      },
      {
        question: 'Ninabadilisha nenosiri vipi?',
        answer: [
          'Fungua Mipangilio, chagua sehemu ya nenosiri, weka nenosiri lako la sasa kisha jipya mara mbili. Nenosiri jipya lazima liwe tofauti na la sasa.',
        ],
      },
      {
        question: 'Ninaweka akaunti yangu salama vipi?',
        answer: [
          'Usimpe mtu yeyote nenosiri lako wala misimbo tunayokutumia kwa SMS. Wafanyakazi wa Nyota hawatakuomba kamwe, wala PIN yako ya pesa ya simu. Tumia nenosiri usilolitumia mahali pengine, funga simu yako kwa kufuli, na utoke kwenye akaunti unapotumia kifaa cha pamoja. Puuza mtu yeyote anayekuahidi matokeo "yaliyopangwa" au bonasi za bure ukimpa taarifa zako.',
        ],
      },
      {
        question: 'Kwa nini siwezi kuingia baada ya kuchagua kujizuia?',
        answer: [
          'Kujizuia kukiwa kunaendelea, kuingia kumezuiwa, na hakuwezi kufunguliwa mapema. Baada ya tarehe ya mwisho, ingia kama kawaida: tutakuuliza kama unataka kufungua tena akaunti yako, na itafunguka tu ukithibitisha.',
        ],
      },
      {
        question: 'Ninafunga akaunti yangu vipi?',
        answer: [
          'Toa salio lako, kisha wasiliana na huduma kwa wateja kutoka kwa namba yako ya simu iliyosajiliwa na uombe akaunti ifungwe. Ikiwa unataka kuacha kwa sababu ya kubeti kwako, kujizuia ni chaguo salama zaidi, kwa sababu hakuwezi kutenguliwa mapema.',
        ],
      },
    ],
  },
  '2': {
    title: 'Kuweka na kutoa pesa',
    intro: 'Kuweka na kutoa pesa kupitia huduma za pesa kwa simu, ada na kodi, na cha kufanya malipo yanapoharibika.',
    items: [
      {
        question: 'Naweza kutumia njia gani za malipo?',
        answer: [
          'Nchini Zambia unaweza kutumia MTN Mobile Money, Airtel Money na Zamtel mobile money. Tumia akaunti ya pesa ya simu iliyosajiliwa kwa jina lako.',
        ],
      },
      {
        question: 'Ninaweka pesa vipi?',
        answer: [
          'Fungua Weka pesa, andika au chagua kiasi, chagua mtandao wako wa pesa ya simu na uguse Weka pesa. Ombi la malipo litatokea kwenye simu yako: kagua kiasi na ukiidhinishe kwa PIN yako ya pesa ya simu. Programu husubiri uthibitisho na kuonyesha matokeo, kwa kawaida ndani ya dakika moja.',
          'Nyota haikuombi kamwe PIN yako ndani ya programu, kwa SMS wala kwa simu. Iweke tu kwenye ombi linalotoka kwa mtoa huduma wako wa pesa za simu.',
        ],
      },
      {
        question: 'Ombi la malipo halikutokea kwenye simu yangu.',
        answer: [
          'Hakikisha namba iliyo kwenye skrini ya kuweka pesa ndiyo namba yako ya pesa ya simu, kwamba simu yako ina mtandao, na kwamba hakuna ombi jingine la pesa ya simu lililo wazi juu yake. Ombi lisilojibiwa kwa wakati huisha muda wake; anza tu kuweka pesa tena. Hakuna pesa inayotoka kwenye akaunti yako isipokuwa uidhinishe ombi kwa PIN yako.',
        ],
      },
      {
        question: 'Pesa zimetoka kwenye akaunti yangu ya simu, lakini salio langu la Nyota halijabadilika.',
        answer: [
          'Pesa nyingi zinazowekwa huingia ndani ya dakika moja au mbili, lakini watoa huduma wanaweza kuchelewa nyakati za msongamano, kwa hiyo subiri dakika chache kwanza. Pesa zikiwa bado hazijaonekana, fungua Rekodi, chagua muamala huo na uguse Rufaa (Appeal). Weka namba ya muamala kutoka kwenye SMS ya pesa ya simu na upakie picha ya skrini (PNG au JPEG, hadi picha 3) inayoonyesha kiasi, mpokeaji na namba ya muamala.',
          'Tunapitia rufaa ndani ya siku 1 ya kazi, na unaweza kufuatilia kila hatua kwenye Rekodi. Rufaa ikikataliwa, sababu huonyeshwa, kwa mfano namba ya muamala isiyolingana, na unaweza kuirekebisha na kuiwasilisha tena.',
        ],
      },
      {
        question: 'Ninatoa pesa vipi?',
        answer: [
          'Fungua Toa pesa, andika kiasi na uchague mtandao wako. Kabla hujathibitisha, skrini inaonyesha ada, kodi yoyote na kiasi utakachopokea. Pesa unazotoa hulipwa kwenye akaunti ya pesa ya simu ya namba iliyosajiliwa kwenye akaunti yako.',
        ],
      },
      {
        question: 'Kuna ada na kodi gani?',
        answer: [
          'Ada au kodi yoyote kwenye kuweka pesa huonyeshwa kabla hujathibitisha. Kwa kutoa pesa, ada ya njia ya malipo (kiasi maalum au asilimia) huonyeshwa kwenye skrini ya kutoa pesa, na pesa zilizowekwa na kutolewa bila kuchezewa zinaweza kutozwa ada ya ziada.',
          'Kodi zinazotakiwa na sheria ya Zambia, kama vile kodi ya zuio kwenye ushindi, hukatwa na kuonyeshwa kabla hujathibitisha kutoa pesa. Kiasi kinachoonyeshwa kama utakachopokea ndicho kinachofika kwenye akaunti yako ya pesa ya simu.',
        ],
      },
      {
        question: 'Kutoa pesa huchukua muda gani?',
        answer: [
          'Pesa zinazotolewa ndani ya kikomo cha kila siku cha malipo ya papo hapo kwa kawaida hulipwa ndani ya dakika chache. Kiasi kikubwa zaidi, au utoaji unaofanywa baada ya kikomo cha siku kufikiwa, hukaguliwa kwanza na kulipwa siku inayofuata. Ikiwa pesa hazijafika saa 24 baada ya kuzitoa, weka rufaa kutoka kwenye Rekodi au wasiliana na huduma kwa wateja.',
        ],
      },
      {
        question: 'Je, kuna kiwango cha chini na cha juu?',
        answer: [
          'Ndiyo. Skrini za kuweka na kutoa pesa zinaonyesha kiwango cha chini na cha juu kwa kila muamala na, kwa kutoa pesa, kikomo cha kila siku. Ukiandika kiasi kilicho nje ya kiwango, skrini inakuambia kiwango kinachoruhusiwa.',
        ],
      },
      {
        question: 'Utoaji wangu wa pesa umeshindikana. Pesa zangu ziko wapi?',
        answer: [
          'Mtoa huduma asipoweza kulipa pesa unazotoa, kiasi hicho hurudishwa kwenye salio lako la Nyota na rekodi inaonyesha kuwa umeshindikana na pesa zimerudishwa. Hakikisha akaunti yako ya pesa ya simu iko hai na inaweza kupokea pesa, kisha ujaribu tena.',
        ],
      },
      {
        question: 'Kwa nini siwezi kutoa pesa?',
        answer: [
          'Sababu za kawaida ni salio dogo kuliko kiasi, kiasi kilicho nje ya vikomo, au kiasi cha kubeti kinachohitajika kwa bonasi ambacho bado hakijakamilika (pesa za bonasi hubaki zimefungwa hadi kikamilike). Skrini inakuambia ni ipi inayohusika.',
        ],
      },
    ],
  },
  '3': {
    title: 'Michezo na haki',
    intro: 'Hali ya majaribio, jinsi matokeo yanavyopatikana na kukaguliwa, na kinachotokea mtandao wako ukikatika.',
    items: [
      {
        question: 'Hali ya majaribio (demo) ni nini?',
        answer: [
          'Kila mchezo unaweza kuchezwa katika hali ya majaribio kwa pesa za kuchezea. Huhitaji akaunti, hakuna kinachotolewa kwenye salio lako na ushindi wa majaribio hauwezi kutolewa. Ndiyo njia bora ya kujifunza jinsi mchezo unavyofanya kazi.',
        ],
      },
      {
        question: 'Mchezo wa ndege unafanyaje kazi?',
        answer: [
          'Weka dau wakati muda wa kuhesabu unaendelea. Ndege ikipaa, kizidishi hupanda kuanzia 1.00x; gusa kitufe cha kuchukua ushindi (Cash out) ili kupata dau lako mara kizidishi cha wakati huo. Ndege ikipotea kabla hujachukua ushindi, dau linapotea.',
          'Unaweza kuweka uchukuaji wa ushindi kiotomatiki kati ya 1.01x na 200x, na seva inakuchukulia ushindi papo hapo kizidishi kinapofika kiwango hicho. Kikifika 200x, kila dau lililobaki kwenye raundi huchukuliwa ushindi kiotomatiki.',
        ],
      },
      {
        question: 'Je, michezo ni ya haki?',
        answer: [
          'Ndiyo, na unaweza kukagua. Kila matokeo huamuliwa kabla madau hayajawekwa: mchezo wa ndege hutumia mnyororo wa hashi uliochapishwa pamoja na chumvi (salt), na michezo mingine hutumia mbegu ya seva, mbegu yako ya mteja na nonce. Baada ya raundi unaweza kukokotoa matokeo upya kwenye kithibitishaji. Ukurasa wa Haki Inayothibitika unaeleza jinsi.',
        ],
      },
      {
        question: 'Nini hutokea mtandao wangu ukikatika wakati wa raundi?',
        answer: [
          'Dau lako halipotei kamwe kwa sababu ya kukatika kwa mtandao. Seva ndiyo huendesha raundi: dau lako linabaki ndani yake, na uchukuaji wa ushindi kiotomatiki ulioweka bado unatumika. Ukiunganishwa tena, programu inaonyesha raundi na dau lako jinsi yalivyo, na raundi zilizokwisha ziko kwenye rekodi zako za michezo.',
          'Ikiwa hukuweka uchukuaji wa ushindi kiotomatiki na hukuunganishwa tena kabla ndege haijaanguka, dau hulipwa kulingana na matokeo ya raundi, kama dau jingine lolote.',
        ],
      },
      {
        question: 'Itakuwaje mchezo wenyewe ukipata hitilafu?',
        answer: [
          'Raundi isipoweza kukamilika kwa sababu ya hitilafu upande wetu, kila dau lililoathiriwa hulipwa kwa faida yako: tunalipa kilichoshindwa hadi wakati huo au tunarudisha dau, chochote kilicho bora zaidi kwako.',
        ],
      },
      {
        question: 'Niligusa Cash out, lakini ndege ilianguka. Kwa nini nilipoteza?',
        answer: [
          'Seva huamua kwa wakati ombi lako la kuchukua ushindi linapoifikia, si wakati ulipogusa. Kwenye mtandao wa polepole, kuanguka kunaweza kufika kwanza. Rekodi ya dau lako inaonyesha wakati seva ilipopokea ombi lako. Uchukuaji wa ushindi kiotomatiki huepuka ucheleweshaji huu, kwa sababu unafanyika kwenye seva.',
        ],
      },
      {
        question: 'Je, kuna mtu anayeweza kutabiri matokeo?',
        answer: [
          'Hapana. Matokeo hutokana na siri zinazofichuliwa tu baada ya raundi, kwa hiyo matokeo yaliyopita hayasemi chochote kuhusu yajayo. Programu za "predictor" na vidokezo vya kulipia ni utapeli: usiwalipe kamwe wala kuwapa ufikiaji wa akaunti yako.',
        ],
      },
      {
        question: 'Naweza kuona wapi madau yangu ya zamani?',
        answer: [
          'Fungua Rekodi za michezo kutoka kwenye wasifu wako. Kila dau linaonyesha kiasi cha dau, matokeo, uchukuaji wa ushindi na taarifa za haki unazohitaji kulithibitisha.',
        ],
      },
      {
        question: 'Mchezo hurudisha kiasi gani kwa wastani?',
        answer: [
          'Kila mchezo huonyesha faida ya kampuni au kiwango cha marejesho kwa mchezaji (RTP) kwenye sheria zake. Kwa mfano, mchezo wa ndege wenye faida ya kampuni ya 1% hurudisha 99% ya madau kwa wastani katika raundi nyingi, lengo lolote utakalochagua. Katika kipindi kifupi matokeo hubadilika sana, na hakuna mkakati unaoondoa faida hiyo.',
        ],
      },
    ],
  },
};
