/**
 * Kiswahili texts of the information pages, loaded on demand. Typed against the English shape, so a
 * missing or extra section, paragraph, list item or question fails the typecheck.
 */
import type { contentEn } from './content.en';
import type { Translation } from './content.types';

export const contentSw: Translation<typeof contentEn> = {
  links: {
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
    '3': {
      title: 'Kucheza kwa Uwajibikaji',
      intro:
        'Michezo ya Nyota imetengenezwa kwa burudani. Ushindi hauna uhakika kamwe, na kila mchezo huipa kampuni faida ndogo, kwa hiyo kwa muda mrefu wachezaji hupoteza zaidi ya wanavyoshinda. Cheza tu kwa pesa unazoweza kumudu kupoteza, na acha burudani inapokwisha.',
      sections: [
        {
          heading: 'Ifanye iwe mchezo tu',
          paragraphs: ['Tabia chache husaidia kudhibiti kubeti:'],
          bullets: [
            'Amua utatumia kiasi gani kabla ya kuanza, na acha kiasi hicho kinapokwisha.',
            'Usifukuzie hasara kamwe. Dau kubwa zaidi ili kurudisha ulichopoteza kwa kawaida huongeza hasara.',
            'Usitumie kamwe pesa za kodi ya nyumba, chakula, ada za shule au bili, na usikope kamwe ili ucheze.',
            'Pumzika mara kwa mara, na usicheze ukiwa na hasira, umelewa au umechoka.',
            'Tumia hali ya majaribio (demo) kujifunza mchezo bila kuhatarisha pesa.',
            'Hakuna mfumo, programu wala "predictor" inayoweza kutabiri matokeo. Yeyote anayeuza kitu kama hicho ni tapeli.',
          ],
        },
        {
          heading: 'Dalili za hatari',
          paragraphs: ['Kubeti kunaweza kuwa kunageuka tatizo ikiwa:'],
          bullets: [
            'unatumia pesa au muda mwingi kuliko ulivyopanga, tena na tena;',
            'unafikiria kubeti sehemu kubwa ya siku, au unakosa utulivu usipoweza kucheza;',
            'unacheza ili kukimbia wasiwasi, msongo wa mawazo au huzuni;',
            'unaficha kubeti kwako kwa familia au marafiki, au unadanganya kuhusu hilo;',
            'unakopa pesa, unauza mali au unaacha kulipa bili ili uendelee kucheza;',
            'unahisi lazima urudishe ulichopoteza;',
            'umejaribu kupunguza na ukashindwa.',
          ],
          after: [
            'Ikiwa lolote kati ya haya linakuhusu, lichukulie kwa uzito: simama kwanza, zungumza na mtu unayemwamini na utumie zana zilizo hapa chini.',
          ],
        },
        {
          heading: 'Kujizuia',
          paragraphs: [
            'Kujizuia hufunga akaunti yako kwa kipindi unachochagua: mwezi 1, miezi 3, miezi 6, mwaka 1 au miaka 5. Anzisha kujizuia ndani ya programu, kwenye sehemu ya Kujizuia: chagua kipindi na sababu, kisha thibitisha.',
            'Kipindi kikiendelea:',
          ],
          bullets: [
            'huwezi kuingia, kuweka pesa, kutoa pesa wala kubeti;',
            'hakiwezi kufupishwa, kufutwa wala kubadilishwa, si na wewe wala na wafanyakazi wetu;',
            'hatukutumii ofa wala promosheni zozote.',
          ],
          after: [
            'Toa salio lolote unalotaka kutumia kabla ya kuthibitisha, kwa sababu kutoa pesa kumezuiwa wakati wa kujizuia. Salio linabaki kuwa lako na linaweza kutolewa kipindi kikiisha. Akaunti haifunguki yenyewe: baada ya tarehe ya mwisho, ukiingia utaulizwa kama unataka kuifungua tena.',
            'Kujizuia kunahusu Nyota peke yake. Ikiwa pia unacheza kwingine, waombe waendeshaji hao wakuzuie pia, na fikiria kuondoa programu za kubeti kwenye simu yako.',
          ],
          action: { label: 'Nenda kwenye Kujizuia', to: '/self-excusion' },
        },
        {
          heading: 'Mapumziko',
          paragraphs: [
            'Mapumziko ni kipindi kifupi cha kusimama: saa 24, siku 7, siku 30 au wiki 6. Yanaanza mara moja: kuweka dau na kuweka pesa kunasimama, dau zinazosubiri raundi ijayo zinaghairiwa, vifaa vyako vingine vinatolewa na hatukutumii ofa. Unabaki umeingia kwenye kifaa ulichotumia na bado unaweza kutoa pesa. Mapumziko hayawezi kufupishwa wala kusitishwa; yanaisha yenyewe kwa wakati ulioonyeshwa.',
          ],
          action: { label: 'Chukua mapumziko', to: '/safer-play' },
        },
        {
          heading: 'Ukumbusho wa muda',
          paragraphs: [
            'Chagua ukumbusho kila dakika 15, 30 au 60. Unapocheza kwa pesa halisi, ujumbe unasimamisha mchezo kwa muda huo na kuonyesha umecheza kwa muda gani katika kipindi hiki na kiasi ulichoshinda au kupoteza, ili uamue kuendelea, kuangalia historia yako au kuacha.',
          ],
          action: { label: 'Weka ukumbusho wa muda', to: '/safer-play' },
        },
        {
          heading: 'Vikomo',
          paragraphs: [
            'Vikomo vya kuweka pesa, vya hasara na vya muda vinakuja Nyota hivi karibuni. Vitakapofika, kupunguza kikomo kutaanza kutumika mara moja, lakini kukiongeza kutaanza kutumika tu baada ya kipindi cha kutuliza akili, ili uamuzi uliofanywa kwa jazba usiweze kukibatilisha. Hadi hapo, kujizuia ndiyo zana ya kutumia, na unaweza kuwasiliana na huduma kwa wateja wakati wowote ikiwa una wasiwasi kuhusu uchezaji wako.',
          ],
        },
        {
          heading: 'Walio chini ya miaka 18',
          paragraphs: [
            'Lazima uwe na umri wa miaka 18 au zaidi ili kufungua akaunti na kucheza kwa pesa. Tunakagua umri wakati wa kujisajili, tunaweza kuomba uthibitisho wa umri wakati wowote, na tunafunga akaunti zilizofunguliwa na watoto. Ikiwa watoto hutumia simu yako, ilinde kwa kufuli ya skrini na usimpe mtu nenosiri lako la Nyota.',
          ],
        },
        {
          heading: 'Kupata msaada',
          paragraphs: ['Uraibu wa kubeti ni suala la afya, na unatibika. Huhitaji kulikabili peke yako:'],
          bullets: [
            'Zungumza na mtu unayemwamini: mwanafamilia, rafiki au kiongozi wa dini.',
            'Muone daktari au tembelea kliniki au hospitali iliyo karibu nawe. Wahudumu wa afya wanaweza kukuelekeza kwa mshauri nasaha au huduma ya afya ya akili.',
            'Zungumza na mshauri nasaha wa kitaalamu kuhusu kubeti kwako na kinachosababisha.',
            'Wasiliana na huduma kwa wateja ya Nyota. Tunaweza kukueleza kuhusu kujizuia, kukusaidia kutoa salio lako kwanza na kupitia historia ya akaunti yako pamoja nawe.',
            'Gamblers Anonymous (gamblersanonymous.org) huendesha mikutano ya bure ya kusaidiana, ikiwemo mikutano ya mtandaoni.',
          ],
          after: [
            'Ukihisi wakati wowote kwamba unaweza kujidhuru, wasiliana na huduma za dharura au nenda hospitali iliyo karibu mara moja.',
          ],
        },
        {
          heading: 'Kwa familia na marafiki',
          paragraphs: [
            'Ikiwa mtu wako wa karibu anabeti kupita kiasi, zungumza naye kwa utulivu, bila kumlaumu, kuhusu ulichoona. Usimkopeshe pesa za kufidia hasara za kubeti. Mtie moyo atafute msaada na atumie kujizuia, na ujitunze wewe pia: mshauri nasaha anaweza kukusaidia wewe pia.',
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
    '5': {
      title: 'Haki Inayothibitika',
      intro:
        '"Haki inayothibitika" (provably fair) inamaanisha huhitaji kutuamini kwa maneno tu. Kila matokeo huamuliwa kabla hujabeti, na baada ya raundi unapata kila kitu kinachohitajika kuyakokotoa upya mwenyewe. Kama matokeo yetu yangewahi kutofautiana na hesabu, ungeweza kuthibitisha.',
      sections: [
        {
          heading: 'Wazo kwa dakika moja',
          paragraphs: [
            'Kabla ya raundi tunakuonyesha alama ya siri itakayoiamua: hashi yake ya SHA-256. Hashi ni rahisi kukokotoa kutoka kwa siri lakini haiwezekani kuirudisha kuwa siri, na kiutendaji hakuna siri mbili zenye hashi moja. Baada ya raundi tunaifichua siri. Unakokotoa hashi yake, unailinganisha na alama uliyoiona mapema, na unarudia hesabu ya matokeo. Kama tungebadilisha siri baada ya kuona madau, alama hizo zisingelingana.',
          ],
        },
        {
          heading: 'Mchezo wa ndege: mnyororo wa hashi',
          paragraphs: [
            'Tunatengeneza siri moja ya nasibu kwa kutumia jenereta salama ya kikriptografia, kisha tunakokotoa hashi yake tena na tena, mamilioni ya mara, kila mara tukikokotoa hashi ya hashi iliyotangulia ikiwa imeandikwa kama maandishi ya heksadesimali kwa herufi ndogo. Hashi ya mwisho kabisa ya mnyororo huu huchapishwa kabla raundi ya kwanza haijachezwa: hiyo ndiyo ahadi yetu.',
            'Kisha raundi hutumia mnyororo kinyumenyume. Raundi ya 1 hutumia hashi iliyo kabla ya ile iliyochapishwa, raundi ya 2 ile iliyo kabla yake, na kadhalika. Kwa hiyo kukokotoa mara moja hashi ya hashi ya raundi yoyote hutoa hashi ya raundi iliyotangulia, na kurudia hesabu hiyo mara n kuanzia hashi ya raundi n hutoa ahadi iliyochapishwa. Hivyo kila raundi imeamuliwa tangu mwanzo, na kwa kuwa kila hashi hufichuliwa tu raundi yake inapokwisha, hashi zilizokwisha kuonyeshwa haziambii mtu yeyote chochote kuhusu raundi zijazo.',
          ],
        },
        {
          heading: 'Chumvi (salt)',
          paragraphs: [
            'Kinadharia, mnyororo peke yake ungeweza kuwa umechaguliwa na sisi kati ya mingi. Ili kuondoa uwezekano huo, hashi ya kila raundi huchanganywa na chumvi (salt): thamani ya hadharani ambayo haikuwepo bado tulipochapisha ahadi. Tunapotengeneza mnyororo mpya, kwanza tunachapisha ahadi yake pamoja na jina la thamani itakayokuwa chumvi yake, kwa mfano hashi ya bloku fulani ya baadaye ya Bitcoin iliyotajwa kwa namba, na muda inapotarajiwa. Thamani hiyo ikishakuwepo, tunaiweka kama chumvi ya mnyororo, na hapo tu ndipo raundi yoyote huchezwa kutoka kwenye mnyororo huo. Kwa kuwa hakuna aliyeijua chumvi wakati mnyororo ulipowekwa, tusingeweza kuchagua mnyororo unaoipendelea kampuni.',
            'Orodha ya Minyororo chini ya kithibitishaji inaonyesha kila mnyororo: ahadi yake na ilipochapishwa, thamani iliyotajwa kuwa chumvi yake na ilipotarajiwa, na chumvi yenyewe pamoja na muda ilipowekwa. Seva za majaribio na za uundaji hutumia chumvi ya majaribio badala yake: thamani ya nasibu inayochaguliwa na seva mara tu baada ya ahadi. Imeandikwa "chumvi ya majaribio" kila inapoonekana, kwa sababu si thamani ya umma na haithibitishi chochote dhidi ya mwendeshaji. Minyororo iliyotengenezwa kabla chumvi hazijaanza kutangazwa nayo ina alama hiyo.',
          ],
        },
        {
          heading: 'Kutoka hashi hadi kiwango cha kuanguka',
          paragraphs: ['Kwa kila raundi:'],
          ordered: true,
          bullets: [
            'Kokotoa HMAC-SHA256 ukitumia chumvi, iliyoandikwa kama maandishi, kama ufunguo na hashi ya raundi kama ujumbe. Ujumbe ni baiti 32 za hashi (herufi 64 za heksadesimali zikisomwa mbili mbili kama baiti), si herufi zenyewe. Hii ndiyo hesabu ya kithibitishaji cha umma cha bustabit, kwa hiyo kwa faida ya kampuni ya 1% kithibitishaji hicho nacho kinatoa viwango vyetu vya kuanguka.',
            'Chukua herufi 13 za kwanza za heksadesimali za matokeo (biti 52) na ugawanye namba hiyo kwa 2^52. Hii inatoa namba X kuanzia 0 hadi karibu na 1, bila kufikia 1.',
            'Gawanya 100 × (1 − faida ya kampuni) kwa (1 − X) na ukate desimali ubaki na namba nzima.',
            'Gawanya kwa 100. Hicho ndicho kiwango cha kuanguka, chenye desimali mbili. Kikiwa chini ya 1.00, raundi inaanguka kwa 1.00x.',
          ],
          after: [
            'Minyororo iliyotengenezwa kabla ya njia hii ilitumia herufi 64 za hashi kama maandishi kuwa ujumbe. Data ya kila raundi inasema mnyororo wake unatumia ujumbe upi, na kithibitishaji kinautumia. Kwa vyovyote vile, mnyororo wenyewe hufuatwa kwa njia ileile: kila hashi ni SHA-256 ya inayofuata ikiwa imeandikwa kama maandishi ya heksadesimali kwa herufi ndogo.',
            'Faida ya kampuni (house edge) imeelezwa kwenye sheria za mchezo na kwenye kithibitishaji. Fomula hii inaipa kila lengo la kuchukua ushindi marejesho yaleyale ya wastani: kwa faida ya 1%, kila K100 inayobetiwa hurudisha K99 kwa wastani katika raundi nyingi, lengo lolote utakalochagua. Kuanguka kwa 1.00x humaliza raundi papo hapo bila washindi, na ndiyo sababu lengo la chini kabisa la kuchukua ushindi ni 1.01x.',
          ],
        },
        {
          heading: 'Kikomo cha 200x',
          paragraphs: [
            'Vizidishi huishia 200x. Ndege ikifika 200x, kila dau lililobaki kwenye raundi huchukuliwa ushindi kiotomatiki kwa 200x na raundi inaisha, hata kama kiwango cha kuanguka kilichokokotolewa ni cha juu zaidi. Kikomo hiki kinaweka ushindi wa dau kuwa hadi mara 200 ya dau lake, na kwa kuwa kila dau lililo bado kwenye mchezo hulipwa kikamilifu kwa 200x, hakibadilishi faida ya kampuni kwa mkakati wowote.',
          ],
        },
        {
          heading: 'Raundi zilizokatizwa',
          paragraphs: [
            'Seva yetu ikisimama wakati wa raundi ya ndege, raundi hiyo humalizwa mara tu mchezo unapoanza tena, kwa kiwango chake cha kuanguka, ambacho kiliamuliwa kabla ya kubeti:',
          ],
          bullets: [
            'Dau lililokwisha kuchukuliwa ushindi hulipwa kwa kiwango hicho, kama kawaida.',
            'Dau lililo bado kwenye raundi hulipwa kwenye kiwango ambacho lingesimama lenyewe, ikiwa kiwango cha kuanguka kinafikia kiwango hicho: kuchukua ushindi kiotomatiki kwake, kizidishi ambacho kinafikia ushindi wa juu kabisa, au kikomo cha 200x, kipi kilicho cha chini zaidi. Sare ni kwa faida ya mchezaji, kama wakati wa mchezo.',
            'Vinginevyo dau lake hurudishwa lote.',
          ],
          after: [
            'Kwa hiyo kila dau hupata lililo bora kati ya mawili: matokeo yake kwa kiwango cha kuanguka kilichoahidiwa, au dau lake kurudishwa. Raundi ambayo kiwango chake cha kuanguka ni 200x au zaidi hurekodiwa kuwa imeishia kwenye kikomo cha 200x, kama wakati wa mchezo, na kithibitishaji huikagua kwa njia ileile.',
          ],
        },
        {
          heading: 'Magurudumu, sloti na michezo mingine ya dau moja moja',
          paragraphs: ['Michezo ambayo kila dau lina matokeo yake hutumia vitu vitatu:'],
          bullets: [
            'Mbegu ya seva (server seed): siri ya nasibu kutoka kwetu. Unaona hashi yake ya SHA-256 kabla ya kucheza nayo.',
            'Mbegu ya mteja (client seed): thamani kutoka upande wako ambayo unaweza kuibadilisha wakati wowote ambapo hakuna raundi iliyo wazi, kwa hiyo hatuwezi kujua mapema utatumia mbegu gani.',
            'Nonce: kihesabu kinachoanzia 0 na kuongezeka kwa moja kwa kila dau linalowekwa kwa jozi ileile ya mbegu.',
          ],
          after: [
            'Matokeo hutokana na HMAC-SHA256 ukitumia mbegu ya seva kama ufunguo na ujumbe clientSeed:nonce:round, kwa mfano myseed:12:0. Kila hesabu hutoa baiti 32, na kila baiti 4 huunda namba moja kati ya 0 na 1: baiti ya kwanza ikigawanywa kwa 256, ukiongeza ya pili ikigawanywa kwa 256², ya tatu ikigawanywa kwa 256³ na ya nne ikigawanywa kwa 256⁴. Mchezo ukihitaji namba nyingi kuliko hesabu moja inavyotoa, round inakuwa 1, kisha 2, na kadhalika.',
            'Magurudumu huchagua kwa uzito, si kwa sehemu zilizo sawa. Kila sehemu ya jedwali la gurudumu ina uzito wa namba kamili; W ni jumla ya uzito wote. Namba ya kwanza x ya dau hutoa r = floor(x × W). Ukipitia sehemu kwa mpangilio wa jedwali (sawa na saa kuanzia kielekezi) na kujumlisha uzito wake, gurudumu husimama kwenye sehemu ya kwanza ambayo jumla hadi hapo ni kubwa kuliko r. Kwa hiyo sehemu hushinda kwa nafasi ya uzito ÷ W, na huchorwa kama sehemu hiyo ya gurudumu. Kithibitishaji kilicho hapa chini huorodhesha kila zawadi ya kila gurudumu pamoja na uzito wake na nafasi yake kwa asilimia, kutoka kwenye jedwali ambalo mchezo unalitoa.',
            'Sloti hutumia namba moja kwa kila reli: reli i husimama kwenye floor(namba × urefu wa mstari wake wa reli). Majedwali ya magurudumu, mistari ya reli na majedwali ya malipo ni mipangilio isiyobadilika yenye matoleo; toleo na alama ya kidole ya mipangilio huhifadhiwa pamoja na kila dau.',
            'Alama hiyo ya kidole ni SHA-256, kwa heksadesimali ya herufi ndogo, ya mipangilio ikiandikwa kama JSON ya kikanuni: funguo za kila kitu zimepangwa kwa vipimo vya UTF-16 (kama JavaScript inavyopanga maneno), safu kwa mpangilio wake, maneno na namba kamili kama JSON inavyoziandika, bila nafasi wala mistari mipya, kwa usimbaji wa UTF-8. Kwa sloti, hashi sehemu ya "definition" ya GET /game-center/slots/config kama ilivyotolewa: matokeo ni configHash yake. Kwa gurudumu, hashi kitu chenye sehemu game, version, cost na segments za GET /game-center/wheels/config: matokeo ni tableHash yake. Kithibitishaji hufanya hivi kwa mipangilio kinayoipakua na husema kama zinalingana.',
            'Jedwali la malipo la sloti huhesabu ushindi kwa dau la mstari: dau lako likigawanywa kwa idadi ya mistari ya malipo. Mizunguko ya bure inayoshindwa kwenye mzunguko wa kulipia hutumia namba zinazofuata za mkondo uleule, kwa hiyo raundi nzima, pamoja na mizunguko ya bure, huamuliwa wakati unapoweka dau. Kithibitishaji huonyesha kila kituo cha reli na malipo yakigawanywa kwa dau.',
          ],
        },
        {
          heading: 'Maisha ya mbegu',
          paragraphs: ['Kila mbegu ya seva hupitia hatua tatu:'],
          ordered: true,
          bullets: [
            'Imeahidiwa: tunaunda mbegu yako ya seva inayofuata na kukuonyesha hashi yake tu.',
            'Inatumika: mbegu inatumiwa pamoja na mbegu yako ya mteja, na nonce huhesabu madau yako.',
            'Imefichuliwa: unapobadilisha mbegu (kwa kubadilisha mbegu yako ya mteja au kuomba jozi mpya), mbegu ya seva inayotumika inastaafishwa na kuonyeshwa kikamilifu, na mbegu iliyoahidiwa inaanza kutumika. Ubadilishaji hukataliwa wakati raundi bado iko wazi.',
          ],
          after: [
            'Mbegu iliyofichuliwa tu ndiyo inaweza kukaguliwa. Mbegu inayotumika hubaki siri, kwa sababu yeyote anayeijua angeweza kukokotoa matokeo yake yajayo.',
          ],
        },
        {
          heading: 'Soka ya mtandaoni',
          paragraphs: [
            'Raundi za soka ya mtandaoni huahidiwa mapema kwa njia ileile ya raundi za mchezo wa ndege, na matokeo yake hutokana na aina ileile ya namba. Baada ya raundi, taarifa zake na mipangilio ya timu iliyotumika hupatikana kwenye kithibitishaji.',
            'Kwa maneno rahisi: kila mechi hutumia HMAC-SHA256 ikiwa hashi ya raundi ndiyo ufunguo na salt:mechi:round ndio ujumbe (mechi zinahesabiwa kuanzia 0), kisha hugeuzwa kuwa namba kama kwa sloti. Namba ya kwanza huchagua matokeo ya mwisho kutoka kwenye orodha iliyochapishwa ya matokeo, kila moja likiwa na uzito unaotokana na viwango vya timu mbili. Namba zinazofuata huchagua dakika za magoli na upande uliofunga kila goli.',
            'Odds hutokana na uzito huohuo. Nafasi ya chaguo ni uzito wa matokeo ambayo chaguo hilo hushinda ukigawanywa kwa uzito wote; odds zake ni (1 − faida ya nyumba) ikigawanywa kwa nafasi hiyo, ikikatwa chini hadi desimali mbili. Chaguo lenye odds chini ya 1.01 halitolewi, na odds zina kikomo cha 1000.00: fomula ikitoa zaidi (kwa mfano matokeo kamili yasiyotarajiwa sana, tuseme 1594.45), bei ni 1000.00. Kikomo hiki hupunguza kiasi ambacho dau moja linaweza kutugharimu na hupunguza tu marejesho ya machaguo machache kinayoyagusa. Mipaka yote miwili hutumwa pamoja na kila raundi, na kithibitishaji hurudia kila mechi ya raundi na kuhesabu upya kila bei kwa mipaka hiyo.',
            'Mechi ikiwa inachezwa, Nyota hutuma magoli ambayo dakika zake zimeshachezwa tu, kwa saa ya seva, na matokeo yanayotokana nayo. Matokeo ya mwisho, magoli ya baadaye na hashi ya raundi hutumwa mwisho wa mechi, muda mrefu baada ya madau ya raundi kufungwa.',
          ],
        },
        {
          heading: 'Jinsi ya kuthibitisha dau',
          paragraphs: ['Ili kukagua dau lolote:'],
          ordered: true,
          bullets: [
            'Fungua Rekodi za michezo na uchague dau. Maelezo yake yanaonyesha raundi, hashi au mbegu ya seva, chumvi au mbegu ya mteja, na nonce.',
            'Fungua kithibitishaji kutoka kwenye dau au kwenye sehemu ya haki ya mchezo. Taarifa hujazwa kwa ajili yako, na unaweza pia kubandika zako mwenyewe.',
            'Kwa mchezo wa ndege, kithibitishaji hukokotoa hashi mfululizo kuanzia hashi ya raundi hadi kufikia ahadi iliyochapishwa, na hukokotoa upya kiwango cha kuanguka. Kwa michezo ya dau moja moja, hukagua kwamba mbegu ya seva iliyofichuliwa inalingana na hashi uliyoiona kabla ya kucheza, kisha hukokotoa upya matokeo.',
            'Linganisha matokeo na rekodi ya dau lako. Lazima yafanane kabisa.',
          ],
          after: [
            'Kithibitishaji hufanya kazi yote ndani ya kivinjari chako na hutumia fomula zilizo kwenye ukurasa huu. Unaweza pia kutumia zana yoyote huru ya SHA-256 au HMAC, au programu yako mwenyewe, kufuata hatua hizohizo.',
          ],
        },
        {
          heading: 'Haki inayothibitika haimaanishi nini',
          paragraphs: [
            'Inathibitisha kwamba hatukubadilisha matokeo; haimaanishi kwamba utashinda. Kila mchezo una faida ya kampuni, na matokeo yaliyopita hayasemi chochote kuhusu yajayo. Programu au watu wanaouza "predictor" ni matapeli.',
          ],
        },
      ],
    },
    '6': {
      title: 'Masharti ya Bonasi',
      intro:
        'Bonasi huongeza uchezaji wako, lakini huja na sheria. Masharti haya yanahusu kila bonasi, pesa za majaribio, kuponi na promosheni kwenye Nyota. Kila ofa pia huonyesha maelezo yake, kama kiasi, kiasi cha kubeti kinachohitajika, michezo inayohusika na muda wa kuisha; pale yanapotofautiana na masharti haya ya jumla, maelezo ya ofa ndiyo yanayotumika.',
      sections: [
        {
          heading: 'Aina za zawadi',
          paragraphs: ['Zawadi huja kwa aina hizi:'],
          bullets: [
            'Bonasi ya pesa: huongezwa kwenye salio lako. Inaweza kubetiwa na, masharti yake yakitimizwa, kutolewa kama pesa nyingine yoyote.',
            'Pesa za majaribio: pesa za kujaribu michezo ya pesa halisi. Zinaweza kubetiwa tu, hazitolewi zenyewe; ofa inaeleza unachoweza kubaki nacho kutoka kwenye ushindi wake.',
            'Sarafu na almasi: pointi zinazopatikana kupitia kazi na shughuli, ambazo zinaweza kubadilishwa kwa zawadi ndani ya programu. Hazina thamani ya pesa na haziwezi kutolewa.',
            'Kuponi: vocha za bonasi ya kuweka pesa au zawadi nyingine, kila moja ikiwa na kiasi chake cha chini na tarehe ya kuisha.',
          ],
        },
        {
          heading: 'Kudai bonasi',
          paragraphs: ['Ili kupokea bonasi:'],
          bullets: [
            'Bonasi nyingi lazima zidaiwe ndani ya programu. Baadhi huongezwa kiotomatiki unapotimiza masharti, na ofa husema hivyo.',
            'Bonasi ya kuweka pesa inahusu tu muamala wa kuweka pesa uliofanywa chini ya ofa hiyo, na kuanzia kiasi cha chini kilichoonyeshwa tu.',
            'Bonasi isiyodaiwa ndani ya muda wake wa kudai hupotea.',
            'Lazima uwe na umri wa miaka 18 au zaidi na utumie akaunti yako moja tu ya Nyota.',
          ],
        },
        {
          heading: 'Kiasi cha kubeti kinachohitajika',
          paragraphs: [
            'Kiasi cha kubeti kinachohitajika (wagering) ni jumla ya madau unayopaswa kuweka kabla ya kuweza kutoa bonasi na ushindi wake. Hutolewa kama kizidishi cha bonasi: kwa mfano, bonasi ya K20 yenye sharti la 5x inahitaji madau yaliyokamilika ya K100.',
          ],
          bullets: [
            'Madau ya pesa halisi yaliyokamilika tu ndiyo yanahesabiwa. Madau yaliyofutwa au kubatilishwa na michezo ya majaribio hayahesabiwi.',
            'Ofa inaweza kuhesabu baadhi ya michezo tu, au kuhesabu baadhi ya michezo kwa sehemu; ikiwa hivyo, inasema ipi.',
            'Pesa za bonasi hubaki zimefungwa kwa kutolewa hadi kiasi kinachohitajika kikamilike. Unaweza kufuatilia bonasi zako kwenye Kituo cha Bonasi.',
            'Pesa zinazowekwa na kutolewa bila kuchezewa zinaweza kutozwa ada ya ziada ya kutoa, inayoonyeshwa kabla hujathibitisha.',
          ],
        },
        {
          heading: 'Muda wa kuisha',
          paragraphs: ['Bonasi hazidumu milele:'],
          bullets: [
            'Kila bonasi huonyesha inapoisha. Nyakati ni za saa za Zambia (CAT, UTC+2).',
            'Ikiwa kiasi kinachohitajika hakijakamilika bonasi inapoisha, bonasi iliyobaki na ushindi uliopatikana kwayo huondolewa. Pesa ulizoweka mwenyewe haziondolewi kamwe.',
            'Baadhi ya zawadi lazima zidaiwe muda mfupi baada ya kupatikana, kwa mfano mfuko wa majaribio wa kila wiki unaopaswa kudaiwa ndani ya siku 3.',
          ],
        },
        {
          heading: 'Moja kwa kila mtu, moja kwa kila kifaa',
          paragraphs: [
            'Kila bonasi inaweza kupokelewa mara moja kwa kila mtu, mara moja kwa kila kifaa na mara moja kwa kila akaunti ya pesa ya simu, isipokuwa ofa ikisema inaweza kurudiwa. Wanafamilia wanaotumia simu moja wanashiriki kikomo hicho.',
          ],
        },
        {
          heading: 'Matumizi mabaya ya bonasi',
          paragraphs: [
            'Tunaweza kukataa, kufuta au kuondoa bonasi na ushindi uliopatikana kwayo tunapokuwa na ushahidi wa kutosha wa matumizi mabaya, ikiwemo:',
          ],
          bullets: [
            'kufungua au kutumia zaidi ya akaunti moja, au kutumia namba za simu au akaunti za pesa za watu wengine;',
            'kushirikiana vifaa au akaunti ili kudai ofa ileile zaidi ya mara moja;',
            'kushirikiana na wachezaji wengine kukusanya bonasi au zawadi za mialiko, ikiwemo mialiko ya uongo;',
            'kutumia roboti, skripti au uchezaji mwingine wa kiotomatiki;',
            'kuweka na kutoa pesa bila kucheza kweli ili kukusanya bonasi za kuweka pesa;',
            'kujinufaisha na hitilafu ya kiufundi au kosa la wazi kwenye ofa.',
          ],
          after: [
            'Pesa ulizoweka mwenyewe hazitaifishwi kamwe kwa sababu ya matumizi mabaya ya bonasi: zinarudishwa kwako, ukitoa tu ada na kodi zinazohusika. Matumizi mabaya makubwa au yanayorudiwa yanaweza kusababisha akaunti kufungwa.',
          ],
        },
        {
          heading: 'Mialiko',
          paragraphs: [
            'Zawadi za mialiko hulipwa tu kwa wachezaji halisi na wapya wanaojisajili kupitia kiungo chako cha mwaliko na kutimiza masharti yaliyoonyeshwa kwenye mwaliko. Kujialika mwenyewe au kualika watu wasiokuwepo ni matumizi mabaya.',
          ],
        },
        {
          heading: 'Kujizuia na mabadiliko',
          paragraphs: [
            'Akaunti iliyojizuia haipokei bonasi wala ofa, na bonasi ambazo hazijatumika huondolewa kujizuia kunapoanza. Tunaweza kubadilisha au kumaliza promosheni wakati wowote, lakini bonasi uliyokwisha kuidai inabaki na masharti iliyokuwa nayo ulipoidai.',
          ],
        },
      ],
    },
  },
  faq: {
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
  },
  contact: {
    title: 'Wasiliana Nasi',
    channelsHeading: 'Njia za huduma kwa wateja',
    intro:
      'Tuko hapa kukusaidia kuhusu akaunti yako, malipo na michezo. Tafadhali wasiliana nasi kutoka kwa namba ya simu iliyosajiliwa kwenye akaunti yako ya Nyota, au uitaje, ili tuweze kupata akaunti yako haraka.',
    channels: {
      phone: 'Tupigie simu',
      whatsapp: 'WhatsApp',
      email: 'Barua pepe',
      facebook: 'Facebook',
      x: 'X (Twitter)',
    },
    notConfigured:
      'Njia za huduma kwa wateja zinaandaliwa. Hadi hapo, tuandikie kupitia fomu ya rufaa kwenye muamala wa kuweka au kutoa pesa ulio kwenye Rekodi.',
    appealsHeading: 'Tatizo la kuweka au kutoa pesa?',
    appeals: [
      'Njia ya haraka zaidi ni rufaa: fungua Rekodi, chagua muamala na uguse Rufaa (Appeal). Weka namba ya muamala na picha ya skrini ya risiti ya pesa ya simu. Tunapitia rufaa ndani ya siku 1 ya kazi.',
    ],
    appealsAction: { label: 'Fungua Rekodi', to: '/records' },
    safetyHeading: 'Kaa salama',
    safety: [
      'Wafanyakazi wa Nyota hawatakuomba kamwe nenosiri lako, msimbo wa SMS wala PIN yako ya pesa ya simu. Njia zetu rasmi ni zile zilizoorodheshwa kwenye ukurasa huu; usimwamini mtu yeyote anayewasiliana nawe kwa jina letu kupitia njia nyingine.',
    ],
  },
  ui: {
    morePages: 'Taarifa zaidi',
    faqTopics: 'Mada za msaada',
    contactLink: 'Wasiliana nasi',
  },
};
