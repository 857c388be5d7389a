/**
 * Words too common to search by, in English, Spanish and Portuguese, folded (foldText): PostgreSQL's Snowball stop word
 * lists for the three languages, less the few that are also names of places people search for (PLACE_WORDS). A search
 * drops them ("respuesta a incidentes" looks for two words); documents keep them.
 */
/** São Paulo, Estados Unidos, Pará. */
const PLACE_WORDS = new Set(['sao', 'estados', 'para'])

export const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    'a about above after again against al algo algunas algunos all am an and ante antes any ao aos aquela',
    'aquelas aquele aqueles aquilo are as at ate be because been before being below between both but by can',
    'com como con contra cual cuando da das de del dela delas dele deles depois desde did do does doing don',
    'donde dos down durante during e each el ela elas ele eles ella ellas ellos em en entre era erais eram',
    'eramos eran eras eres es esa esas ese eso esos essa essas esse esses esta estaba estabais estabamos',
    'estaban estabas estad estada estadas estado estados estais estamos estan estando estao estar estara',
    'estaran estaras estare estareis estaremos estaria estariais estariamos estarian estarias estas estava',
    'estavam estavamos este esteis esteja estejam estejamos estemos esten estes esteve estive estivemos',
    'estiver estivera estiveram estiveramos estiverem estivermos estivesse estivessem estivessemos esto estos',
    'estou estoy estuve estuviera estuvierais estuvieramos estuvieran estuvieras estuvieron estuviese',
    'estuvieseis estuviesemos estuviesen estuvieses estuvimos estuviste estuvisteis estuvo eu few foi fomos',
    'for fora foram foramos forem formos fosse fossem fossemos from fue fuera fuerais fueramos fueran fueras',
    'fueron fuese fueseis fuesemos fuesen fueses fui fuimos fuiste fuisteis further ha habeis habia habiais',
    'habiamos habian habias habida habidas habido habidos habiendo habra habran habras habre habreis habremos',
    'habria habriais habriamos habrian habrias had haja hajam hajamos han hao has hasta have havemos having',
    'hay haya hayais hayamos hayan hayas he hei hemos her here hers herself him himself his houve houvemos',
    'houver houvera houveram houveramos houverao houverei houverem houveremos houveria houveriam houveriamos',
    'houvermos houvesse houvessem houvessemos how hube hubiera hubierais hubieramos hubieran hubieras',
    'hubieron hubiese hubieseis hubiesemos hubiesen hubieses hubimos hubiste hubisteis hubo i if in into is',
    'isso isto it its itself ja just la las le les lhe lhes lo los mais mas me mesmo meu meus mi mia mias',
    'minha minhas mio mios mis more most mucho muchos muito muy my myself na nada nao nas nem ni no nor nos',
    'nosotras nosotros nossa nossas nosso nossos not now nuestra nuestras nuestro nuestros num numa o of off',
    'on once only or os other otra otras otro otros ou our ours ourselves out over own para pela pelas pelo',
    'pelos pero poco por porque qual quando que quem quien quienes s same sao se sea seais seamos sean seas',
    'seja sejam sejamos sem sentid sentida sentidas sentido sentidos sera seran serao seras sere serei sereis',
    'seremos seria seriais seriam seriamos serian serias seu seus she should si siente sin sintiendo so sobre',
    'sois some somos son sou soy su sua suas such sus suya suyas suyo suyos t tambem tambien tanto te tem',
    'temos tendra tendran tendras tendre tendreis tendremos tendria tendriais tendriamos tendrian tendrias',
    'tened teneis tenemos tenga tengais tengamos tengan tengas tengo tenha tenham tenhamos tenho tenia',
    'teniais teniamos tenian tenias tenida tenidas tenido tenidos teniendo tera terao terei teremos teria',
    'teriam teriamos teu teus teve than that the their theirs them themselves then there these they this',
    'those through ti tiene tienen tienes tinha tinham tinhamos tive tivemos tiver tivera tiveram tiveramos',
    'tiverem tivermos tivesse tivessem tivessemos to todo todos too tu tua tuas tus tuve tuviera tuvierais',
    'tuvieramos tuvieran tuvieras tuvieron tuviese tuvieseis tuviesemos tuviesen tuvieses tuvimos tuviste',
    'tuvisteis tuvo tuya tuyas tuyo tuyos um uma un una under uno unos until up very voce voces vos vosostras',
    'vosostros vuestra vuestras vuestro vuestros was we were what when where which while who whom why will',
    'with y ya yo you your yours yourself yourselves',
  ]
    .join(' ')
    .split(' ')
    .filter((word) => !PLACE_WORDS.has(word)),
)
