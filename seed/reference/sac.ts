// SAC (Services Accounting Codes, chapter 99 of the GST tariff): headings and real 6-digit codes.
const LINES = `9954|Construction services
995411|Construction services of single dwelling or multi dwelling or multi-storied residential buildings
995412|Construction services of other residential buildings such as old age homes, homeless shelters, hostels
995414|Construction services of industrial buildings such as buildings used for production activities
995415|Construction services of commercial buildings such as office buildings, exhibition and marriage halls
995421|General construction services of highways, streets, roads, railways and airfield runways, bridges and tunnels
995461|Electrical installation services including electrical wiring and fitting services
995465|Plumbing and drain laying services
9961|Services in wholesale trade
996111|Services provided for a fee or commission or on contract basis on wholesale trade
9962|Services in retail trade
9963|Accommodation, food and beverage services
996311|Room or unit accommodation services provided by hotels, inns, guest houses, clubs and the like
996331|Services provided by restaurants, cafes and similar eating facilities including takeaway services
996334|Services provided by canteen and other similar establishments
996337|Other contract food services
9964|Passenger transport services
996411|Local land transport services of passengers by railways, metro, monorail, bus, tramway
996423|Long distance transport services of passengers through rail network by railways
9965|Goods transport services
996511|Road transport services of goods including letters, parcels, live animals, household and office furniture
996521|Coastal and transoceanic water transport services of goods by refrigerator vessels
996531|Air transport services of letters and parcels and other goods
9967|Supporting services in transport
996711|Cargo handling services
996721|Refrigerated storage services
996729|Other storage and warehousing services
996791|Goods transport agency services for road transport
9968|Postal and courier services
996812|Courier services
9969|Electricity, gas, water and other distribution services
996911|Electricity transmission services
996912|Electricity distribution services
9971|Financial and related services
997112|Deposit services
997113|Credit-granting services including stand-by commitment, guarantees and securities
997114|Financial leasing services
997119|Other financial services (except investment banking, insurance services and pension services)
997120|Investment banking services
997131|Life insurance services (excluding reinsurance services)
997132|Accident and health insurance services
997133|Motor vehicle insurance services
997136|Other property insurance services
997139|Other non-life insurance services (excluding reinsurance services)
997152|Brokerage and related securities and commodities services
9972|Real estate services
997211|Rental or leasing services involving own or leased residential property
997212|Rental or leasing services involving own or leased non-residential property
997221|Property management services on a fee or contract basis
9973|Leasing or rental services with or without operator
997311|Leasing or rental services concerning transport equipment including containers, with or without operator
9982|Legal and accounting services
998211|Legal advisory and representation services concerning criminal law
998221|Financial auditing services
998222|Accounting and bookkeeping services
998231|Corporate tax consulting and preparation services
998232|Individual tax preparation and planning services
9983|Other professional, technical and business services
998311|Management consulting and management services including financial, strategic, human resources
998312|Business consulting services including public relations services
998313|Information technology (IT) consulting and support services
998314|Information technology (IT) design and development services
998315|Hosting and information technology (IT) infrastructure provisioning services
998316|IT infrastructure and network management services
998319|Other information technology services n.e.c.
998321|Architectural advisory services
998331|Engineering advisory services
998346|Technical testing and analysis services
998361|Advertising services
998371|Market research services
9984|Telecommunications, broadcasting and information supply services
998422|Carrier services
998434|Online text based information such as online books, newspapers, periodicals, directories
9985|Support services
998511|Executive or retained personnel search services
998513|Contract staffing services
998521|Investigation services
998522|Security consulting services
998531|Disinfecting and exterminating services
998533|Cleaning services
998552|Tour operator services
998555|Tourist guide services
998596|Events, exhibitions, conventions and trade shows organisation and assistance services
998598|Other information services
998599|Other support services n.e.c.
9987|Maintenance, repair and installation (except construction) services
998713|Maintenance and repair services of computers and peripheral equipment
998714|Maintenance and repair services of transport machinery and equipment
998717|Maintenance and repair services of commercial and industrial machinery
9988|Manufacturing services on physical inputs (goods) owned by others
998821|Textile manufacturing services
998881|Motor vehicle and trailer manufacturing services
9992|Education services
999293|Commercial training and coaching services
999294|Other education and training services n.e.c.
9993|Human health and social care services
999311|Inpatient services
999316|Diagnostic and laboratory services
9996|Recreational, cultural and sporting services
999612|Motion picture, videotape and television programme production services
9997|Other services
999721|Hairdressing and barbers services
999722|Cosmetic treatment (including cosmetic/plastic surgery), manicuring and pedicuring services`

export interface SacRef {
  code: string
  description: string
}

export const SAC_CODES: readonly SacRef[] = LINES.split('\n').map((line) => {
  const [code, description] = line.split('|')
  return { code, description }
})
