/** Kiswahili texts of the policy pages: about, privacy, terms (links pages 1, 2, 4); content.sw.ts composes them. */
import type { contentEn } from '../content.en';
import type { Translation } from '../content.types';

export const policyLinksSw: Pick<Translation<typeof contentEn>['links'], '1' | '2' | '4'> = {
  '1': {
    title: 'Kuhusu Nyota',
    intro:
      'Nyota ni jukwaa la michezo lililojengwa kwa ajili ya simu na pesa za simu: michezo ya haraka ambayo unaweza kuikagua mwenyewe, ukiweka na kutoa pesa kupitia akaunti ya pesa ya simu unayoitumia tayari.',
    sections: [
      {
        heading: 'Unachoweza kucheza',
        paragraphs: [
          'Kila mchezo wa Nyota umejengwa na unaendeshwa na sisi, kwa hiyo tunaweza kukuonyesha jinsi kila matokeo yanavyopatikana.',
        ],
        bullets: [
          'Mchezo wa ndege (crash): weka dau kabla ndege haijapaa na uchukue ushindi wako kabla haijapotea. Kizidishi kinaweza kupanda hadi 200x; kikifika 200x, kila dau lililobaki kwenye raundi linachukuliwa ushindi kiotomatiki.',
          'Magurudumu: zungusha upate mojawapo ya vizidishi vilivyoandikwa kwenye gurudumu, unavyoviona kabla ya kubeti.',
          'Sloti: michezo mifupi na rahisi ya sloti, yenye jedwali la malipo linaloonyeshwa ndani ya mchezo.',
          'Soka ya mtandaoni: mechi zinazoigwa na kompyuta kila baada ya dakika chache, zenye mechi na matokeo yaleyale kwa kila mchezaji.',
        ],
        after: [
          'Kila mchezo una hali ya majaribio (demo). Michezo ya majaribio hutumia pesa za kuchezea, haihitaji akaunti na haigusi salio lako, kwa hiyo unaweza kujifunza mchezo kabla ya kuweka pesa halisi.',
        ],
      },
      {
        heading: 'Haki tangu mwanzo',
        paragraphs: [
          'Matokeo huamuliwa kabla hujabeti na yanaweza kukaguliwa baadaye. Mchezo wa ndege hujifunga mapema kwenye mnyororo wa hashi; magurudumu na sloti hutumia mbegu ya seva (server seed) ambayo alama yake unaiona kabla ya kucheza, ikichanganywa na mbegu ya mteja (client seed) unayoweza kuibadilisha. Ukurasa wa Haki Inayothibitika unaeleza mbinu hii hatua kwa hatua, na kithibitishaji kinakuwezesha kurudia hesabu mwenyewe.',
          'Seva yetu ndiyo huamua kila matokeo na kila uchukuaji wa ushindi. Mtandao wako ukikatika, dau lako hubaki kwenye raundi, na uchukuaji wa ushindi kiotomatiki ulioweka bado unatumika.',
        ],
      },
      {
        heading: 'Imetengenezwa kwa pesa za simu',
        paragraphs: [
          'Nchini Zambia unaweka na kutoa pesa kwa kwacha (K) kupitia MTN, Airtel na Zamtel mobile money. Unaidhinisha kila muamala wa kuweka pesa kwenye simu yako mwenyewe kwa PIN yako ya pesa ya simu; Nyota haioni PIN hiyo na haitakuomba kamwe.',
          'Kabla hujathibitisha kutoa pesa, tunakuonyesha kiasi, ada yoyote na kodi yoyote inayotakiwa kisheria, ili ujue hasa kiasi kitakachofika kwenye akaunti yako. Programu imewekwa ndogo ili ifunguke haraka kwenye simu za bei nafuu na mitandao ya polepole.',
        ],
      },
      {
        heading: 'Cheza kwa usalama',
        paragraphs: [
          'Nyota ni kwa watu wazima tu: lazima uwe na umri wa miaka 18 au zaidi ili kufungua akaunti. Kubeti kunapaswa kuwa burudani, si njia ya kupata kipato wala kulipa madeni. Kubeti kukiacha kuwa burudani, ukurasa wa Kucheza kwa Uwajibikaji unaorodhesha dalili za hatari na zana tunazotoa, ikiwemo kujizuia kwa mwezi 1, miezi 3 au 6, au mwaka 1 au miaka 5.',
        ],
      },
      {
        heading: 'Udhibiti',
        paragraphs: [
          'Nchini Zambia, kubeti na michezo ya kubahatisha husimamiwa na sheria za nchi za kubeti na bahati nasibu, ikiwemo Sheria ya Bahati Nasibu (Lotteries Act), chini ya usimamizi wa Bodi ya Udhibiti na Utoaji Leseni za Kubeti (Betting Control and Licensing Board). Tunafuata sheria hizi, tunakata na kulipa kodi zinazotakiwa, na tunahifadhi kumbukumbu ambazo wadhibiti wanahitaji ili kuhakikisha kwamba michezo ni ya haki na pesa za wachezaji zinashughulikiwa ipasavyo.',
        ],
      },
      {
        heading: 'Zungumza nasi',
        paragraphs: [
          'Maswali, matatizo au mawazo: angalia ukurasa wa Wasiliana Nasi. Kwa muamala wa kuweka au kutoa pesa ulioharibika, njia ya haraka zaidi ni rufaa kutoka kwenye rekodi zako, kwa sababu inafika kwa timu yetu ya malipo pamoja na maelezo yote ya muamala.',
        ],
        action: { label: 'Wasiliana nasi', to: '/contactus' },
      },
    ],
  },
  '2': {
    title: 'Sera ya Faragha',
    intro:
      'Sera hii inaeleza taarifa binafsi ambazo Nyota hukusanya, kwa nini tunazihitaji, tunazihifadhi kwa muda gani, tunazishiriki na nani na una haki gani. Tunakusanya tu kile tunachohitaji kuendesha akaunti yako, kukulipa kwa usalama na kutii sheria.',
    sections: [
      {
        heading: 'Nani anawajibika',
        paragraphs: [
          'Nyota, mwendeshaji wa jukwaa hili, ndiye anayewajibika kwa taarifa zako binafsi. Nchini Zambia tunashughulikia taarifa binafsi kwa mujibu wa Sheria ya Ulinzi wa Taarifa (Data Protection Act) ya mwaka 2021. Unaweza kuwasiliana nasi kuhusu faragha kupitia njia zilizo kwenye ukurasa wa Wasiliana Nasi.',
        ],
      },
      {
        heading: 'Tunachokusanya',
        paragraphs: ['Tunakusanya yafuatayo:'],
        bullets: [
          'Namba yako ya simu. Ndiyo utambulisho wako wa kuingia, namba tunayotumia kutuma misimbo ya mara moja, na akaunti ya pesa ya simu tunayolipia pesa unazotoa.',
          'Nenosiri lako, linalohifadhiwa kama hashi ya upande mmoja tu ambayo hakuna mtu yeyote wa Nyota anayeweza kuisoma.',
          'Uthibitisho wako kwamba una umri wa miaka 18 au zaidi, na taarifa zozote za utambulisho tunazoomba pale sheria inapotutaka kukagua umri au utambulisho wako.',
          'Taarifa za kifaa na muunganisho: kitambulisho ambacho programu huunda kwa ajili ya kifaa chako, anwani yako ya IP, toleo la kivinjari au programu yako na muda wa kila kuingia. Tunazitumia kuhakikisha akaunti yako inatumika kwenye kifaa kimoja kwa wakati mmoja na kugundua udanganyifu.',
          'Miamala: kuweka pesa, kutoa pesa, ada, kodi, bonasi na namba za kumbukumbu za pesa za simu zinazohusiana nazo.',
          'Historia ya michezo: kila dau pamoja na kiasi chake, matokeo na uchukuaji wa ushindi, na taarifa za haki (mbegu na hashi) zinazothibitisha matokeo.',
          'Unachotutumia: rufaa, picha za risiti unazopakia na mazungumzo yako na huduma kwa wateja.',
          'Uamuzi wa kujizuia: kipindi, sababu na maoni unayotoa.',
        ],
        after: [
          'Hatukusanyi PIN yako ya pesa ya simu, orodha yako ya mawasiliano, mahali ulipo kwa GPS wala picha zozote isipokuwa risiti unazochagua kupakia.',
        ],
      },
      {
        heading: 'Kwa nini tunazitumia',
        paragraphs: ['Tunatumia taarifa zako kwa madhumuni haya tu:'],
        bullets: [
          'Kuunda na kulinda akaunti yako: misimbo ya kujisajili, kuingia, kuweka upya nenosiri na sheria ya kifaa kimoja.',
          'Kuhamisha pesa zako: kuanzisha miamala ya kuweka na kulipa kupitia pesa za simu na kuioanisha na akaunti yako.',
          'Kuendesha michezo, kulipa madau kwa usahihi na kukuwezesha wewe na sisi kukagua kila matokeo.',
          'Kutii sheria: kukagua umri, kukata na kuripoti kodi, ukaguzi dhidi ya utakatishaji wa fedha haramu na kuhifadhi kumbukumbu ambazo mdhibiti anaweza kukagua.',
          'Kulinda wachezaji na Nyota dhidi ya udanganyifu, matumizi mabaya ya bonasi, akaunti zinazoshirikiwa au kuibwa na uchezaji wa kiotomatiki.',
          'Kusaidia uchezaji wa uwajibikaji: kutekeleza kujizuia na, vitakapopatikana, vikomo unavyoweka.',
          'Kujibu rufaa na maswali yako.',
          'Kukujulisha kuhusu ofa, isipokuwa ukituomba tuache. Hatutumi ofa kamwe kwa akaunti iliyojizuia.',
        ],
      },
      {
        heading: 'Vidakuzi na hifadhi kwenye kifaa chako',
        paragraphs: [
          'Programu huhifadhi tokeni ya kuingia kwenye kidakuzi (cookie) kwa hadi siku 7 ili ubaki umeingia, na hukumbuka lugha uliyochagua kwenye kifaa chako. Ikiwa ulifika kupitia kiungo cha mwaliko, msimbo wa mwaliko na ukurasa uliotoka huhifadhiwa kwenye vidakuzi kwa siku 1 ili mwaliko uweze kuhesabiwa.',
        ],
      },
      {
        heading: 'Tunashiriki nani',
        paragraphs: ['Hatuuzi kamwe taarifa zako binafsi. Tunazishiriki tu na:'],
        bullets: [
          'Watoa huduma za pesa za simu (MTN, Airtel na Zamtel) na kampuni za malipo zinazotuunganisha nao: namba yako ya simu, kiasi na namba za kumbukumbu za miamala, ili waweze kupokea pesa unazoweka na kulipa pesa unazotoa.',
          'Mtoa huduma wetu wa SMS: namba yako ya simu na maandishi ya ujumbe, ili misimbo ya mara moja na taarifa muhimu zikufikie.',
          'Wadhibiti, mamlaka za kodi na vyombo vya sheria, pale sheria ya Zambia inapotaka hivyo, kwa mfano Bodi ya Udhibiti na Utoaji Leseni za Kubeti, Mamlaka ya Mapato ya Zambia (Zambia Revenue Authority) au Kituo cha Ujasusi wa Kifedha (Financial Intelligence Centre).',
          'Kampuni zinazohifadhi na kulinda mifumo yetu, zinazobanwa na mikataba kutumia taarifa kwa maelekezo yetu tu na kuzilinda.',
        ],
        after: [
          'Baadhi ya kampuni hizi zinaweza kushughulikia taarifa nje ya Zambia. Hilo likitokea, tunadai ulinzi usiopungua ule unaopewa na sheria ya Zambia.',
        ],
      },
      {
        heading: 'Tunazihifadhi kwa muda gani',
        paragraphs: ['Tunahifadhi taarifa kwa muda tunaouhitaji tu:'],
        bullets: [
          'Kumbukumbu za akaunti, miamala na michezo: wakati akaunti yako iko wazi, na baadaye kwa muda ambao sheria za kodi, za kupambana na utakatishaji wa fedha haramu na za michezo ya kubahatisha zinawataka waendeshaji wa kubeti kuzihifadhi.',
          'Kumbukumbu za usalama (anwani za IP, vitambulisho vya vifaa, nyakati za kuingia): kwa kipindi kifupi, kisha hufutwa au kufanywa zisizomtambulisha mtu, isipokuwa zinapohitajika kuchunguza udanganyifu au mgogoro.',
          'Misimbo ya mara moja: muda wake huisha dakika 5 baada ya kutumwa na inaweza kutumika mara moja tu.',
          'Kumbukumbu za kujizuia: kwa kipindi chote cha kujizuia na baada yake, ili tuendelee kukulinda. Kufunga akaunti hakufuti kujizuia.',
        ],
      },
      {
        heading: 'Usalama',
        paragraphs: [
          'Miunganisho na Nyota imesimbwa kwa njia fiche, na manenosiri huhifadhiwa kama hashi zenye chumvi (salt) zinazokokotolewa polepole kwa makusudi. Kuingia kwenye kifaa kipya humaliza kipindi kwenye kifaa cha zamani, na manenosiri mengi yasiyo sahihi mfululizo hufunga kuingia kwa muda. Hakuna mfumo usio na dosari, kwa hiyo tafadhali usimpe mtu yeyote nenosiri lako wala msimbo wa mara moja: wafanyakazi wa Nyota hawatakuomba kamwe.',
        ],
      },
      {
        heading: 'Haki zako',
        paragraphs: ['Una haki ya:'],
        bullets: [
          'kujua taarifa binafsi tulizonazo kukuhusu na kupata nakala yake;',
          'kurekebishiwa taarifa zisizo sahihi au zisizokamilika;',
          'kutuomba tufute taarifa ambazo hatuzihitaji tena, isipokuwa kumbukumbu ambazo sheria inatulazimu kuhifadhi;',
          'kukataa matangazo ya biashara na matumizi yanayotegemea maslahi yetu wenyewe;',
          'kulalamika kwa Kamishna wa Ulinzi wa Taarifa (Data Protection Commissioner) ikiwa hujaridhika na jibu letu.',
        ],
        after: [
          'Ili kutumia haki hizi, wasiliana nasi kutoka kwa namba ya simu iliyosajiliwa kwenye akaunti yako ili tuweze kuthibitisha kuwa ni wewe. Tunajibu bila malipo na ndani ya muda unaoruhusiwa na sheria.',
        ],
      },
      {
        heading: 'Watoto',
        paragraphs: [
          'Nyota si kwa mtu yeyote aliye chini ya miaka 18. Hatuhifadhi kwa kujua taarifa za watoto; tukigundua kwamba akaunti ni ya mtu aliye chini ya miaka 18, tunaifunga na kushughulikia salio lake kama sheria inavyotaka.',
        ],
      },
      {
        heading: 'Mabadiliko ya sera hii',
        paragraphs: [
          'Sera hii ikibadilika kwa namna inayokuhusu, tunakujulisha ndani ya programu kabla mabadiliko hayajaanza kutumika. Toleo lililo kwenye ukurasa huu ndilo la sasa wakati wote.',
        ],
      },
    ],
  },
  '4': {
    title: 'Sheria na Masharti',
    intro:
      'Masharti haya ni makubaliano kati yako na Nyota unapofungua akaunti au kucheza. Tafadhali yasome: kwa kujisajili unayakubali. Masharti ya Bonasi na Sera ya Faragha pia yanatumika na ni sehemu ya makubaliano haya.',
    sections: [
      {
        heading: '1. Nani anaweza kucheza',
        paragraphs: ['Ili kufungua akaunti na kucheza kwa pesa:'],
        bullets: [
          'lazima uwe na umri wa angalau miaka 18 na uruhusiwe na sheria kubeti mahali ulipo;',
          'unacheza kwa ajili yako mwenyewe kwa pesa zako, kamwe si kwa niaba ya mtu mwingine;',
          'hupaswi kuwa umejizuia kwetu au kuzuiwa kubeti na mahakama au mamlaka yoyote;',
          'hupaswi kuwa mfanyakazi wa Nyota au wa kampuni inayotengeneza au kuendesha michezo yetu.',
        ],
        after: [
          'Tunaweza kukuomba uthibitishe umri au utambulisho wako wakati wowote, na tunaweza kusimamisha akaunti hadi ukaguzi ukamilike.',
        ],
      },
      {
        heading: '2. Akaunti yako',
        paragraphs: ['Akaunti yako ni yako binafsi:'],
        bullets: [
          'Akaunti moja kwa kila mtu. Akaunti imefungamanishwa na namba yako ya simu, ambayo lazima iwe imesajiliwa kwa jina lako.',
          'Weka nenosiri lako na misimbo ya mara moja kuwa siri. Tujulishe mara moja ukidhani mtu mwingine ametumia akaunti yako; hadi utakapotujulisha, uchezaji kwenye akaunti unahesabiwa kuwa wako.',
          'Tukigundua zaidi ya akaunti moja za mtu mmoja, tunaweza kufunga akaunti za ziada na kufuta bonasi zilizopatikana kupitia akaunti hizo.',
        ],
      },
      {
        heading: '3. Kifaa kimoja kwa wakati mmoja',
        paragraphs: [
          'Unaweza kuingia na kubeti kwenye kifaa kimoja kwa wakati mmoja. Ukiingia kwenye kifaa kingine, kipindi kwenye kifaa cha kwanza kinaisha kwa ujumbe "Kumbuka: Tunaruhusu kifaa kimoja tu kubeti kwa wakati mmoja." Madau yaliyokwisha kuwekwa hayaathiriwi na hulipwa kama kawaida.',
        ],
      },
      {
        heading: '4. Kuweka na kutoa pesa, ada na kodi',
        paragraphs: ['Pesa huhamishwa kupitia pesa za simu tu:'],
        bullets: [
          'Kuweka na kutoa pesa hufanyika kwa pesa za simu (MTN, Airtel au Zamtel nchini Zambia) kwa kwacha ya Zambia. Tumia tu akaunti ya pesa ya simu iliyosajiliwa kwa jina lako.',
          'Unaidhinisha kila muamala wa kuweka pesa kwenye simu yako kwa PIN yako ya pesa ya simu. Salio lako huongezwa pale mtoa huduma anapothibitisha malipo.',
          'Kiwango cha chini na cha juu kwa kila muamala, na kikomo chochote cha kila siku cha kutoa pesa, huonyeshwa kwenye skrini za kuweka na kutoa pesa.',
          'Pesa unazotoa hulipwa kwenye akaunti ya pesa ya simu ya namba iliyosajiliwa kwenye akaunti yako. Utoaji unaozidi kikomo cha kila siku cha malipo ya papo hapo unaweza kukaguliwa kwanza na kulipwa siku inayofuata.',
          'Ada za njia ya malipo, na ada ya ziada pale pesa zilizowekwa zinapotolewa bila kuchezewa, huonyeshwa kabla hujathibitisha.',
          'Kodi zinazotakiwa na sheria ya Zambia, kama vile kodi ya zuio kwenye ushindi na ushuru wa bidhaa kwenye madau, hutozwa kama sheria inavyoziweka wakati huo. Kodi zinazokatwa kwenye utoaji wa pesa huonyeshwa kabla hujauthibitisha.',
          'Nyota si benki. Salio halizai riba, na pesa zinazowekwa ni kwa ajili ya kucheza, si kwa kuhifadhi au kutuma pesa.',
          'Pesa zikiingizwa kwenye akaunti yako kimakosa, tunaweza kurekebisha salio na tutakueleza sababu.',
        ],
      },
      {
        heading: '5. Madau na michezo',
        paragraphs: ['Unapocheza:'],
        bullets: [
          'Dau linakubalika tu pale seva yetu inapolipokea, na tu ikiwa salio lako linatosha kulilipia. Kumbukumbu za seva za madau, nyakati na matokeo ndizo zinazoamua, isipokuwa ikithibitishwa kwamba si sahihi.',
          'Kila mchezo huonyesha sheria zake, dau lake la chini na la juu na ushindi wake wa juu kabisa. Katika mchezo wa ndege, dau lolote lililo bado kwenye mchezo kizidishi kinapofika 200x huchukuliwa ushindi kiotomatiki kwa 200x.',
          'Matokeo hupatikana kama inavyoelezwa kwenye ukurasa wa Haki Inayothibitika, na unaweza kuyakagua.',
          'Hali ya majaribio hutumia pesa za kuchezea tu; ushindi wa majaribio hauna thamani ya pesa.',
          'Hupaswi kutumia roboti, skripti au programu yoyote inayokuchezea au kuingilia mchezo, wala kutumia hitilafu kujinufaisha. Ushindi uliopatikana kwa njia hiyo unaweza kufutwa.',
        ],
      },
      {
        heading: '6. Hitilafu na michezo iliyokatizwa',
        paragraphs: [
          'Mchezo usipoweza kukamilika kwa sababu ya hitilafu ya kiufundi upande wetu, madau yaliyoathiriwa hubatilishwa na kulipwa kwa haki: kwa kila dau tunalipa kilichoshindwa hadi wakati huo au tunarudisha dau, chochote kilicho bora zaidi kwa mchezaji. Dau ambalo uchukuaji wake wa ushindi kiotomatiki ulifikiwa kabla ya hitilafu hulipwa kwa kiwango hicho.',
          'Mtandao wako mwenyewe ukikatika, raundi inaendelea bila wewe. Dau lako linabaki kwenye mchezo, uchukuaji wa ushindi kiotomatiki ulioweka bado unatumika, na matokeo yanaonekana kwenye rekodi zako za michezo.',
          'Hitilafu ya kuonyesha kwenye kifaa chako haibadilishi matokeo yaliyorekodiwa na seva yetu.',
        ],
      },
      {
        heading: '7. Bonasi na promosheni',
        paragraphs: [
          'Bonasi ni za hiari na huja na masharti (kiasi cha kubeti kinachohitajika, muda wa kuisha na vikomo) yaliyoelezwa kwenye Masharti ya Bonasi na kwenye kila ofa. Kila bonasi inaweza kupokelewa mara moja kwa kila mtu, kwa kila kifaa na kwa kila akaunti ya pesa ya simu, isipokuwa ofa ikisema vinginevyo.',
        ],
      },
      {
        heading: '8. Kujizuia',
        paragraphs: [
          'Unaweza kujizuia kwa mwezi 1, miezi 3 au 6, au kwa mwaka 1 au miaka 5. Kujizuia hakuwezi kutenguliwa kabla ya muda wake. Wakati wa kujizuia huwezi kuingia, kuweka pesa, kutoa pesa wala kubeti, na hatukutumii matangazo. Toa salio lolote unalotaka kabla ya kuanza; linabaki kuwa lako na linaweza kutolewa kipindi kikiisha.',
        ],
      },
      {
        heading: '9. Kusimamisha na kufunga akaunti',
        paragraphs: ['Akaunti zinaweza kufungwa kwa njia hizi:'],
        bullets: [
          'Unaweza kuiomba huduma kwa wateja ifunge akaunti yako wakati wowote. Tunalipa salio lolote lililobaki kwenye akaunti yako ya pesa ya simu iliyosajiliwa, baada ya kutoa ada na kodi zinazodaiwa.',
          'Tunaweza kusimamisha au kufunga akaunti kwa sababu ya udanganyifu, utakatishaji wa fedha haramu, akaunti nyingi, uchezaji wa watoto, matumizi mabaya ya bonasi, kuwadhalilisha wafanyakazi wetu au ukiukaji mwingine mkubwa wa masharti haya. Pale sheria inaporuhusu, tunakueleza sababu.',
          'Tunapofunga akaunti, tunalipa salio ambalo ni lako, isipokuwa kiasi kilichoshindwa kwa udanganyifu au kwa kukiuka masharti haya, na fedha ambazo sheria inatutaka tuzizuie au tuziripoti.',
          'Akaunti ambayo haijatumika kwa muda mrefu inabaki kuwa yako, na unaweza kurejesha salio lake wakati wowote kwa kuwasiliana na huduma kwa wateja.',
        ],
      },
      {
        heading: '10. Malalamiko, rufaa na migogoro',
        paragraphs: ['Jambo likienda vibaya:'],
        bullets: [
          'Kwa muamala wa kuweka au kutoa pesa, ufungue kwenye Rekodi na uguse Rufaa (Appeal). Weka namba ya muamala (transaction ID) na picha ya skrini ya risiti ya pesa ya simu inayoonyesha kiasi, mpokeaji na namba ya muamala. Tunapitia rufaa ndani ya siku 1 ya kazi.',
          'Rufaa ikikataliwa, sababu huonyeshwa, na unaweza kurekebisha maelezo na kuiwasilisha tena.',
          'Kwa malalamiko mengine yoyote, wasiliana na huduma kwa wateja ukitaja namba yako ya simu iliyosajiliwa na maelezo: tarehe, mchezo, kiasi na namba ya raundi. Tunahifadhi kumbukumbu zinazohitajika kukagua kilichotokea.',
          'Ikiwa hujaridhika na jibu letu la mwisho, unaweza kupeleka malalamiko kwa Bodi ya Udhibiti na Utoaji Leseni za Kubeti au mahakamani nchini Zambia.',
        ],
      },
      {
        heading: '11. Wajibu wetu',
        paragraphs: [
          'Tunawajibika kuendesha michezo na kushughulikia pesa zako kama masharti haya yanavyoeleza. Hatuwajibiki kwa ucheleweshaji au kushindwa kunakosababishwa na watoa huduma za pesa za simu, mitandao ya simu au matukio mengine yaliyo nje ya uwezo wetu wa kawaida, lakini tutakusaidia kufuatilia malipo yoyote. Hakuna chochote katika masharti haya kinachoondoa haki ulizonazo chini ya sheria ya Zambia.',
        ],
      },
      {
        heading: '12. Mabadiliko na sheria inayotumika',
        paragraphs: [
          'Tunaweza kusasisha masharti haya. Mabadiliko muhimu hutangazwa ndani ya programu kabla hayajaanza kutumika, na kuendelea kucheza baada ya hapo kunamaanisha unayakubali. Masharti haya yanaongozwa na sheria za Jamhuri ya Zambia, na mahakama za Zambia ndizo huamua mgogoro wowote kuyahusu.',
        ],
      },
    ],
  },
};
