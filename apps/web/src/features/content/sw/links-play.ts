/** Kiswahili texts of the play pages: responsible gaming, provably fair, bonus terms (links pages 3, 5, 6); content.sw.ts composes them. */
import type { contentEn } from '../content.en';
import type { Translation } from '../content.types';

export const playLinksSw: Pick<Translation<typeof contentEn>['links'], '3' | '5' | '6'> = {
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
          'Weka kiasi unachoweza kuweka na kiasi unachoweza kupoteza (dau ukiondoa ushindi) kwa siku, kwa wiki na kwa mwezi, na muda ambao kipindi kimoja cha kucheza kinaweza kudumu. Siku zinaanza saa sita usiku, wiki siku ya Jumatatu na miezi tarehe 1, kwa saa ya nchi unayochezea. Tunakupa kikomo cha kuweka pesa unapojisajili, na unaweza kuweka au kubadilisha kikomo chochote wakati wowote katika Cheza kwa usalama.',
          'Kupunguza kikomo kunaanza kutumika mara moja. Kukiongeza au kukiondoa kunaanza kutumika saa 24 baadaye tu, ili uamuzi uliofanywa kwa jazba usiweze kukibatilisha; ukurasa unaonyesha thamani mpya na wakati itakapoanza. Kuweka pesa au dau kunapozidi kikomo, kunakataliwa kabla ombi lolote la malipo halijafika kwenye simu yako, na ujumbe unataja ni kikomo kipi na kitaanza upya lini.',
        ],
        action: { label: 'Weka vikomo vyako', to: '/safer-play' },
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
};
