// Surnames of Indian communities, each list in rough order of frequency (most common first), and the
// mix of communities in each state. Compiled by hand for firmbase from the common surnames of each
// linguistic and social community (see docs/data.md, "People"); none is a register of real people.
// A surname may belong to several communities (Das is Bengali, Odia and Assamese): it is drawn through each.

/** How a community's given names are chosen (seed/reference/people.ts FIRST_NAMES). */
export type NameStyle = 'north' | 'south' | 'east' | 'sikh' | 'muslim' | 'christian' | 'meitei' | 'ladakhi'

const list = (text: string) => text.trim().split(/\s+/)

export const COMMUNITIES = {
  // Hindi belt: Uttar Pradesh, Bihar, Madhya Pradesh, Delhi, Haryana, Chhattisgarh, Jharkhand
  hindi: {
    style: 'north',
    names: list(`Sharma Singh Kumar Verma Gupta Yadav Mishra Pandey Tiwari Srivastava Shukla Dubey Tripathi Chauhan Saxena Jaiswal Rai Chaudhary Maurya
      Prajapati Kushwaha Rajput Pal Gautam Thakur Bhardwaj Dixit Awasthi Bajpai Chaturvedi Upadhyay Dwivedi Trivedi Agnihotri Mathur Nigam Khare
      Asthana Bhatnagar Kulshreshtha Sinha Rastogi Tandon Mehrotra Kakkar Tyagi Rathore Tomar Sengar Bhadauria Parihar Chandel Solanki Baghel Kashyap
      Nishad Kewat Lodhi Patel Sahu Soni Vishwakarma Sonkar Rawat Saini Katiyar Sachan Gangwar Niranjan Shakya Rajbhar Chaurasia Tiwary Ojha Pathak
      Pande Bhatt Joshi Goswami Giri Puri Bharti Arya Nagar Bhargava Kaushik Vashishtha Gaur Varshney Kesarwani Shrivastava Srivastav Ambastha Karn
      Lal Nath Prasad Ram Paswan Manjhi Mahto Dohare Katheria Kanaujia Vajpayee Dikshit Misra Tewari Dube Pandit Upadhyaya Avasthi Shastri Vyas
      Purohit Acharya Mahant Bairagi Gosain Chand Bisen Gahlot Panwar Bais Dikshitar Raghuvanshi Somvanshi Suryavanshi Bundela Jadaun Kachhwaha
      Gaharwar Pundir Chandravanshi Kannaujiya Pasi Rawal Bind Mallah Chaubey Jha Sahni Gond Oraon Munda Kisku Tirkey Toppo Ekka Lakra Minz Kujur
      Bara Soren Hembram Murmu Tudu Marandi Hansda Baskey Besra Kerketta Xalxo Bhagat Sao Mahato Choubey Keshri Baranwal Barnwal Modanwal Kasaudhan
      Agrahari Umar Omar Rauniyar Kalwar Chaurasiya Tamrakar Kasera Thathera Sonar Swarnkar Sain Savita Thakral Ravidas Dhusiya Kureel Jatav Bhaskar
      Kanojia Diwakar Nirmal Azad Bharati Sagar Sonker Mall Shahi Roy Choudhary Sharan Sahay Varma Narayan Dayal Ambasta Bakshi Khanna Nandan Raman
      Mahendru Bajpayee`),
  },
  // Bania and Marwari trading families, found on boards everywhere
  marwari: {
    style: 'north',
    names: list(`Agarwal Agrawal Aggarwal Goyal Goel Bansal Mittal Singhal Jindal Garg Khandelwal Maheshwari Kothari Poddar Jhunjhunwala Saraf Kejriwal Modi
      Somani Mundra Ruia Khaitan Jalan Todi Dalmia Kanodia Bagaria Tulsyan Rathi Daga Sarda Bajaj Lohia Goenka Bhartia Saboo Bagri Binani Chamaria
      Chokhani Dhanuka Didwania Gadia Ganeriwala Jajodia Jatia Jhawar Kabra Kanoi Karnani Kasat Khemka Lakhotia Malpani Mantri Murarka Nevatia
      Newatia Pachisia Patodia Pittie Podar Rungta Sanghai Sarawgi Sekhsaria Shroff Singhania Sultania Tibrewal Tibrewala Toshniwal Agarwalla Bajoria
      Bhuwania Bubna Chhawchharia Damani Daruka Fatehpuria Gattani Harlalka Hissaria Jaju Jhunjhunwalla Kedia Loyalka Mimani Morarka Nathany
      Parasrampuria Ramsisaria Rajgarhia Saraogi Sureka Taparia Beriwal Chirania Dokania Halwasiya Kajaria Kanoria Khetan Lath Mohta Navandar Pasari
      Rungata Soni Tapadia Bang Bhattad Bhutada Biyani Chandak Dhoot Jakhotia Laddha Loya Malu Mundada Rander Sikchi Zanwar Attal Baheti Bhangadia
      Darak Heda Inani Jhanwar Karwa Lahoti Mandhana Nawandhar Partani Sodani Tawari`),
  },
  jain: {
    style: 'north',
    names: list(`Jain Shah Mehta Kothari Bhandari Lodha Surana Sethia Baid Golechha Dugar Chordia Bothra Nahata Bafna Bhansali Chopra Dhariwal Kankaria Katariya
      Lunawat Munot Nahar Oswal Parakh Rampuria Sancheti Sakhlecha Singhvi Sipani Tated Chhajed Bokadia Burad Dassani Galada Gandhi Jhabak Kochar
      Mutha Nowlakha Pugalia Ranka Sanklecha Shrishrimal Sisodia Sogani Taleda Vaid Bardia Bhutoria Chandalia Dakalia Daftari Golchha Gulecha Hirawat
      Jhamad Khatod Lalwani Mardia Nabera Pincha Rankawat Sand Setia Sethiya Shamsukha Sukhani Surolia Talesra Bachhawat Kothary Doshi Sanghvi Vora
      Zaveri Parekh Dalal Kapadia Sheth Gosalia Chheda Dedhia Gala Nagda Nandu Satra Savla Vira Haria Karia Maru Nisar Rambhia Chhadwa Furia Gada
      Gogri Lodaya Mamania Mota Visaria`),
  },
  punjabi: {
    style: 'north',
    names: list(`Kapoor Khanna Malhotra Arora Sethi Chopra Bhatia Anand Sachdeva Talwar Sahni Ahuja Narang Khurana Kalra Chawla Bedi Mehra Dhawan Sehgal Bhalla
      Grover Kohli Luthra Madan Manchanda Marwah Nanda Pahwa Sabharwal Seth Sood Taneja Tuli Vij Virmani Walia Suri Puri Bakshi Mahajan Kakkar Wadhwa
      Oberoi Dua Duggal Gambhir Handa Jolly Juneja Rekhi Bhasin Bhutani Chadha Chhabra Gulati Gandhi Kochhar Kumar Lamba Mehta Midha Nagpal Passi
      Rehani Sachdev Sapra Sarna Sawhney Sikka Sobti Soni Thapar Uppal Vohra Bajaj Batra Bawa Behl Chugh Dhingra Dang Gera Gujral Jaggi Kathuria
      Khullar Lakhanpal Malik Mehrotra Minocha Monga Mukhi Nayyar Palta Rajpal Sabherwal Sardana Sehdev Sethia Tandon Tiwana Verma Wadhera Bindra
      Bhandari Chaddha Dhir Dutta Ghai Hans Kaushal Khosla Kalia Mahendru Makkar Mehndiratta Nijhawan Pasricha Raheja Sachar Sahgal Sareen Sharma
      Sodhi Trehan Vasudeva Wahi Arneja Bagga Bhatnagar Chandhok Grewal Kalsi Khera Lall Marwaha Narula Oberai Pruthi Sahney Sial Soin Tuteja Ohri
      Chhatwal Dhillon Gill`),
  },
  sikh: {
    style: 'sikh',
    names: list(`Singh Gill Sandhu Dhillon Sidhu Grewal Brar Bains Cheema Dhaliwal Mann Randhawa Sekhon Virk Sangha Aulakh Bajwa Deol Sohal Hundal Johal Khaira
      Kang Mangat Pannu Rai Sahota Sarai Toor Uppal Atwal Bal Basra Bhullar Boparai Chahal Chatha Dhami Gahir Garcha Ghuman Hayer Kahlon Kalsi
      Khangura Lally Maan Minhas Nagra Nijjar Padda Purewal Sohi Thind Tiwana Bhangu Dhindsa Gosal Heer Jhajj Kooner Mavi Rehal Sahi Samra Sran Anand
      Arora Bindra Chadha Kohli Sethi Sodhi Suri Bedi Ahluwalia Ramgarhia Matharu Bhogal Sagoo Kalra Marwaha`),
  },
  // Haryana and western Uttar Pradesh, Rajasthan's Jat and Rajput families
  jat: {
    style: 'north',
    names: list(`Malik Dahiya Hooda Sangwan Ahlawat Phogat Dalal Sehrawat Kadian Punia Sihag Beniwal Godara Choudhary Poonia Jakhar Goyat Nain Rathee Balhara
      Deswal Dhankhar Gulia Kundu Lather Mor Nandal Redhu Sheoran Sindhu Tokas Tewatia Chahar Khatri Rana Tomar Lohchab Duhan Malhan Sheokand Ohlan
      Dhaka Bhadu Budania Dudi Jhajharia Kaswan Khichar Mahala Meel Ola Saharan Bishnoi Jyani Kularia Maan Solanki Yadav Chhikara Deshwal Jaglan
      Khokhar Mehla Saroha Bura`),
  },
  rajasthani: {
    style: 'north',
    names: list(`Rathore Shekhawat Bhati Parihar Chauhan Solanki Kachhwaha Meena Sisodia Jhala Chundawat Ranawat Hada Tanwar Deora Jodha Champawat Mertiya
      Naruka Rajawat Bhadoriya Sankhla Gehlot Mali Saini Jangid Suthar Kumawat Prajapat Sharma Purohit Joshi Vyas Bohra Acharya Dave Paliwal Pareek
      Dadhich Gaur Tiwari Kalla Harsh Chhangani Bissa Ranga Ojha Swami Soni Jain Bairwa Regar Meghwal Gurjar Gujjar Dhabhai Bansal Agarwal Khandelwal
      Vijayvargiya Maheshwari Choudhary Jakhar Godara Bhambhu Gora Nehra Poonia Sihag Kaswan Beniwal Bishnoi Charan Barhath Rawal Rao Singhvi Mehta
      Bhandari Mohnot Lodha Kothari Surana Bapna Nahar Daga Mundra Rathi Kalani Kabra Bhattar Mantri Ladha Bang`),
  },
  // Uttarakhand and Himachal Pradesh
  pahari: {
    style: 'north',
    names: list(`Negi Bisht Rawat Thakur Rana Joshi Pant Bhatt Pandey Nautiyal Uniyal Semwal Dabral Bahuguna Kukreti Badoni Dobhal Gairola Thapliyal Chamoli
      Bhandari Butola Kandari Aswal Gusain Kathait Panwar Chauhan Tomar Sajwan Mehra Adhikari Karki Bora Kunwar Dhami Mahara Pathak Tewari Upreti
      Lohani Kandpal Pande Kabdal Dumka Tamta Arya Harbola Sharma Kaundal Katoch Guleria Jamwal Pathania Dogra Chandel Parmar Sen Mandyal Rathour
      Kanwar Verma Sood Awasthi Bhardwaj Dhiman Mahant Kashyap Jaswal Kaushal`),
  },
  kashmiri: {
    style: 'north',
    names: list(`Kaul Raina Dhar Razdan Pandita Wali Bhat Kachroo Koul Tikoo Zutshi Mattoo Bazaz Ganju Handoo Kak Kher Munshi Sapru Trisal Wangnoo Zadoo
      Chrungoo Dullu Fotedar Haksar Jalali Kemmu Langoo Parimoo Qazi Saraf Sopori Tickoo Wattal Lone Mir Shah Dar Malik Wani Sheikh Rather Ganai Khan
      Hakim Kitchloo Mattu Naik Parray Peer Qadri Rafiqi Reshi Sofi Tantray Ahanger Baba Beigh Chalkoo Drabu Gilkar Kanth Magray Mughal Padder Shalla
      Shora Tak Zargar Dogra Gupta Sharma Jamwal Manhas Slathia Charak Bhagat Salaria Wazir`),
  },
  sindhi: {
    style: 'north',
    names: list(`Advani Lalwani Mirchandani Chandnani Wadhwani Jagtiani Motwani Rupani Ramchandani Bhojwani Manghnani Aswani Bhatia Chainani Daryani Gidwani
      Hemnani Jethwani Kewalramani Lakhani Melwani Nagrani Panjwani Rohra Sadarangani Tahilramani Vaswani Wadhwa Ahuja Asrani Balani Budhrani
      Chablani Chhabria Dadlani Gurnani Hiranandani Idnani Jhamtani Kalwani Keswani Khatwani Kripalani Kukreja Lachhwani Makhija Malkani Manwani
      Mulchandani Nankani Punjabi Raheja Rajwani Sabnani Shivdasani Sipahimalani Tejwani Thadani Udhwani Valecha Virwani Ajwani Bulchandani Chugani
      Daswani Gehani Harjani Jaisinghani Kundnani Lulla Mahtani Nihalani Pamnani Sachdev Talreja`),
  },
  parsi: {
    style: 'north',
    names: list(`Wadia Mistry Dastur Irani Bharucha Petit Cama Dadabhoy Engineer Contractor Doctor Batliwala Daruwalla Lakdawala Bhiwandiwalla Mehta Patel
      Kapadia Sethna Shroff Vakil Gandhi Bilimoria Chinoy Dubash Karkaria Khambatta Lentin Nariman Palkhivala Pavri Sidhwa Taraporevala Unwalla
      Vatcha Zaiwalla Kanga Anklesaria Billimoria Boyce Commissariat Cooper Divecha Framjee Gazdar Jhabvala Kotwal Madan Munshi Nanavati Pestonji
      Sukhia Todywalla`),
  },
  gujarati: {
    style: 'north',
    names: list(`Patel Shah Desai Mehta Joshi Parikh Trivedi Pandya Bhatt Dave Vyas Thakkar Modi Gandhi Parmar Chauhan Solanki Rathod Makwana Vaghela Jadeja
      Zala Gohil Chavda Dholakia Sanghvi Doshi Vora Kapadia Choksi Kothari Mistry Panchal Prajapati Soni Amin Bhagat Brahmbhatt Chokshi Dalal Dani
      Gajjar Jani Joshipura Kansara Majmudar Mankad Merchant Nanavati Oza Purohit Raval Sheth Shroff Sutaria Talati Thaker Upadhyaya Vakil Vasavada
      Zaveri Acharya Barot Bhavsar Chudasama Darji Dodiya Gadhvi Jethva Kachhia Koli Lakhani Maru Nayak Padhiyar Parekh Pathak Rana Sarvaiya Thakor
      Vasava Vaghasiya Kakadiya Savaliya Sojitra Dhameliya Gajera Kathiriya Ramani Bhalala Chovatiya Dobariya Ghoghari Hirpara Kalariya Lakkad
      Malaviya Moradiya Patoliya Ranpariya Sakariya Sorathiya Vachhani Vekariya Akbari Bhut Dhanani Gondaliya Italiya Jivani Kanani Ladani Mangukiya
      Nasit Ponkiya Rupareliya Sheladiya Tilva Usadadiya Vadaliya Virani Anadkat Chandarana Kotecha Majithia Popat Ruparel Sachde Tanna Thakrar
      Unadkat Vithlani Khakhar Dattani Kariya Madlani Bhimani Jobanputra`),
  },
  marathi: {
    style: 'north',
    names: list(`Patil Deshmukh Kulkarni Joshi Deshpande Jadhav Pawar Shinde More Gaikwad Chavan Kale Bhosale Salunkhe Sawant Naik Apte Gokhale Ranade Phadke
      Karve Sathe Bapat Godbole Paranjpe Limaye Khare Wagh Thorat Mane Kadam Shirke Mhatre Raut Bhide Chitale Dandekar Deodhar Gadgil Joglekar Kelkar
      Khadilkar Lele Marathe Nene Oak Pendse Sahasrabudhe Tendulkar Vaidya Wagle Ambekar Bhagwat Chaudhari Dhumal Ghorpade Jagtap Lokhande Mohite
      Nikam Pisal Shelke Tambe Waghmare Yadav Zende Kamble Gawde Gawade Ingle Jagdale Kadu Kharat Kshirsagar Londhe Mali Mhaske Nagpure Narkar
      Nimbalkar Pandit Parab Pathare Pednekar Phule Pingale Rane Sable Salvi Sapkal Shelar Shete Shirsat Sonawane Surve Tawde Thakare Thakre Ubale
      Wankhede Wadekar Awhad Babar Bagal Bhagat Bhor Borse Chougule Dalvi Dange Darade Dighe Gavit Gharat Ghadge Gore Gurav Hande Jamdade Kakade
      Kamat Kate Khandekar Khot Kokate Kolte Lad Mahajan Malvankar Munde Nalawade Navale Nimse Padwal Palande Pansare Patankar Pimpalkar Powar Rajput
      Rokade Sangle Sarode Satpute Shewale Sonar Suryawanshi Tilak Tupe Vichare Wable Zagade Abhyankar Agashe Athavale Barve Bedekar Damle Datar
      Dixit Gupte Hardikar Inamdar Jog Kanitkar Karandikar Ketkar Lagu Mahabal Modak Natu Patwardhan Phatak Ranadive Sane Vartak Vaze Watve Bhalerao
      Dhole Meshram Ramteke Gajbhiye Khobragade Wasnik Bansod Borkar Dongre Ganvir Lanjewar Nagrale Sahare Shende Ukey Wanjari`),
  },
  konkani: {
    style: 'north',
    names: list(`Kamat Pai Shenoy Prabhu Naik Sardesai Dhume Kamath Nayak Bhat Kini Mallya Baliga Shanbhag Hegde Bhandarkar Borkar Kenkre Kerkar Lotlikar Mhamai
      Parulekar Prabhudesai Sinai Talaulikar Timblo Usgaonkar Verenkar Amonkar Bandodkar Chodankar Desai Gaonkar Halarnkar Kunkolienkar Mandrekar
      Nadkarni Palekar Quenim Shirodkar Tendulkar Vaidya Zantye Audi Bhobe Kakodkar Nagvekar Rane Sawant`),
  },
  // Goa, Mangalore and Bombay Catholics, Anglo-Indians
  christianWest: {
    style: 'christian',
    names: list(`Fernandes D'Souza Pereira Rodrigues Almeida Gomes Dias Menezes D'Mello Noronha Pinto Lobo D'Costa Fonseca Furtado Gonsalves Lewis Mascarenhas
      Monteiro Coutinho Correia Crasto Cardozo Carvalho Colaco D'Cruz D'Sa Da Silva De Souza Estibeiro Faleiro Ferrao Figueiredo Lopes Machado
      Martins Miranda Nazareth Rebello Quadros Rego Saldanha Sequeira Serrao Tauro Vaz Alvares Braganza Cabral Coelho Cordeiro Costa Cunha Dantas
      Mendonca Pais Pacheco Rosario Silveira Soares Vas Xavier Baptista Barreto Castelino Fernandez Gracias Lasrado Mathias Misquith Rasquinha
      Rebeiro Tellis Anthony Carneiro Dsilva`),
  },
  bengali: {
    style: 'east',
    names: list(`Das Banerjee Chatterjee Mukherjee Ghosh Bose Sen Dutta Roy Chakraborty Bhattacharya Ganguly Majumdar Sarkar Saha Mondal Paul Dey Biswas Kundu
      Haldar Pal Mitra Basu Guha Nandi Sengupta Dasgupta Chowdhury Bhowmik Karmakar Pramanik Mallick Naskar Samanta Maity Jana Adhikari Bagchi
      Bandyopadhyay Bhaduri Chakrabarti Datta Ghoshal Lahiri Maitra Mazumdar Mukhopadhyay Nag Niyogi Raha Sanyal Sil Talukdar Acharya Chattopadhyay
      Gangopadhyay Bhattacharjee Chakravarty Debnath Ghosal Goswami Halder Hazra Kar Khan Mahato Manna Mandal Mukherji Nath Patra Podder Purkait
      Rakshit Santra Sardar Sinha Sur Barman Basak Bera Bhadra Bhowal Chanda Dhar Gayen Giri Hati Jash Kanjilal Mahapatra Mallik Midya Mistri Mridha
      Pahari Pyne Rana Sahoo Sasmal Sau Seal Shaw Sikdar Sircar Tarafdar Ash Addy Aich Baidya Bhunia Biswal Chaki Chaudhuri Dalui Dasadhikari Dawn
      Deb Dhara Dolui Gupta Hore Kayal Koley Laha Maiti Majhi Mal Manik Modak Nandy Panja Pramanick Rudra Samaddar Sarkhel Sikder Thakur Bairagi
      Bhattacharyya Chakraborti Dastidar Duttagupta Ghatak Guharoy Kanungo Lahiry Moitra Mustafi Palit Ray Raychaudhuri Roychowdhury Senapati Som
      Bardhan Gain Kabiraj`),
  },
  odia: {
    style: 'east',
    names: list(`Mohanty Panda Mishra Patnaik Pattnaik Sahoo Behera Nayak Swain Rout Parida Jena Mahapatra Dash Tripathy Senapati Pradhan Das Barik Bhoi Biswal
      Mohapatra Mallick Misra Nanda Ojha Pati Sabat Satpathy Sethi Samal Sahu Patra Acharya Baral Bhuyan Dalai Dehury Ghadei Hota Kar Khuntia Lenka
      Majhi Mangaraj Mohanta Nath Padhi Pal Panigrahi Pattanayak Prusty Rath Routray Samantaray Sarangi Sathpathy Tripathi Bisoi Champati
      Dasmohapatra Harichandan Jagadev Kanungo Khatua Mahakud Mallik Mohapatro Nahak Paikaray Pattanaik Pujari Rana Raut Sahani Samantara Sethy
      Singhdeo Subudhi Tarai Beura Baliarsingh Bhanja Bhol Kuanr Mahanta Mohakud Muduli Naik Padhy Pani Parija Praharaj Sabar Santa Senapaty Tudu
      Hansdah Munda Kisan Oram`),
  },
  assamese: {
    style: 'east',
    names: list(`Das Sarma Baruah Bora Gogoi Hazarika Kalita Saikia Deka Barman Medhi Phukan Borah Bhuyan Choudhury Dutta Goswami Hussain Konwar Mahanta Nath
      Neog Rajkhowa Sonowal Talukdar Tamuli Barua Bordoloi Borgohain Buragohain Chetia Dowerah Gohain Handique Kakoti Khound Lahkar Mazumdar Pathak
      Rabha Sharma Thakuria Bhattacharyya Boro Basumatary Brahma Daimary Hajong Kachari Mushahary Narzary Swargiary Doley Pegu Taid Kutum Payeng
      Engti Terang Timung Barooah Bezbaruah Borkakoti Chaliha Duara Kataki Kashyap Khanikar Patgiri Phukon Rajbongshi Sandikoi Sarmah Tamuly Ali
      Ahmed Islam Rahman Laskar Mazumder`),
  },
  // Bihar and Jharkhand families (Maithil, Bhojpuri, Magahi)
  bihari: {
    style: 'north',
    names: list(`Kumar Singh Prasad Jha Thakur Choudhary Yadav Mahto Ojha Pathak Tiwary Sahay Srivastava Ranjan Verma Sinha Sharma Mishra Pandey Rai Ram Paswan
      Manjhi Sah Gupta Mandal Mehta Chaudhary Karn Lal Das Kashyap Anand Raj Raman Shekhar Bharti Keshri Sao Gope Kushwaha Mukhiya Nishad Sahni
      Mahato Oraon Munda Tirkey Toppo Ekka Lakra Minz Kujur Soren Hembrom Murmu Tudu Marandi Baraik Lohra Mahli Pahan Bhengra Purty Samad Hansda
      Kisku Besra Bhagat Dubey Upadhyay Chaubey Shahi Sharan Narayan Prakash Kant Bhushan Nandan Mallick Rajak Chaupal Dhanuk Amat Kamat Mahaseth
      Purbey Jaiswal Kanth Mallik Labh Vats Choudhury Khan Ansari`),
  },
  tamil: {
    style: 'south',
    names: list(`Iyer Iyengar Krishnan Subramanian Venkatesan Raghavan Srinivasan Narayanan Ramachandran Gopalan Sundaram Ramasamy Palaniswamy Natarajan
      Chandrasekaran Balasubramanian Rajendran Murugan Pandian Thevar Gounder Nadar Chettiar Mudaliar Pillai Naidu Raja Selvam Kannan Senthil Kumaran
      Arumugam Shanmugam Velusamy Periasamy Annamalai Sivakumar Ravichandran Elangovan Manickam Thangaraj Duraisamy Jayaraman Vaidyanathan
      Parthasarathy Rangarajan Swaminathan Viswanathan Sankaran Mahadevan Govindarajan Karthikeyan Lakshmanan Alagappan Arunachalam Ayyar Chellappa
      Dhandapani Ganesan Jagannathan Kaliappan Krishnaswamy Muthusamy Nagarajan Palanisamy Ramanathan Sakthivel Saravanan Sethuraman Subbiah
      Thirumalai Vadivel Venugopal Kumarasamy Mariappan Muthukumar Rajagopal Anbalagan Ayyappan Balaji Chinnasamy Dhanapal Ethiraj Gunasekaran Ilango
      Jeyakumar Kaliyaperumal Kandasamy Karuppiah Kumaravel Loganathan Madhavan Manoharan Marimuthu Mohan Murali Muthiah Nallasamy Palanivel
      Pandurangan Perumal Ponnusamy Rajasekaran Ramalingam Ramesh Rangasamy Sampath Selvaraj Shankar Sivaraman Somasundaram Subramaniam Sundararajan
      Thiagarajan Thirunavukkarasu Vasudevan Velayutham Venkataraman Vijayakumar Anandan Asokan Baskaran Chandran Devarajan Elumalai Gopinath
      Jayachandran Kathiresan Krishnamoorthy Kumar Mani Mathivanan Murugesan Nagappan Natesan Padmanabhan Paramasivam Pugazhendhi Raghunathan
      Rajkumar Ramu Sekar Sivasubramanian Sridharan Sundaresan Thangavel Umapathy Vairavan Veerappan Venkatachalam Alagarsamy Azhagesan Chidambaram
      Dakshinamoorthy Gnanasekaran Ilangovan Kalimuthu Kasinathan Lingam Meyyappan Nachiappan Palaniappan Ramaswamy Sabapathy Subbaiah Thambi
      Valliappan Annadurai Iyyappan Jeganathan Kuppusamy Maruthamuthu Nagaraj Pachaiyappan Raju Sengottuvel Thangamani Vellaichamy Ramanujam
      Sarangapani Seshadri Srinivasaraghavan Thyagarajan Varadarajan Vijayaraghavan`),
  },
  telugu: {
    style: 'south',
    names: list(`Reddy Rao Naidu Chowdary Raju Varma Sharma Murthy Prasad Kumar Babu Goud Yadav Setty Gupta Achari Sastry Choudary Rayudu Nayudu Vemuri Kodali
      Nallamothu Gorantla Pinnamaneni Kandula Boddu Gaddam Katta Mandava Tummala Yarlagadda Alluri Penmetsa Datla Kalidindi Bhupathiraju Sagi Koneru
      Chalasani Paruchuri Nadendla Kasu Jupally Errabelli Thummala Ponnala Nimmagadda Addanki Bandaru Bollineni Chintalapati Dasari Gadde Garapati
      Jasti Kakani Kolli Lanka Maddipati Nannapaneni Pallapothu Ravuri Sunkara Talluri Uppalapati Vallabhaneni Akkineni Anumolu Bathula Chennupati
      Devineni Guntupalli Kanumuri Muppalla Pendyala Adusumilli Alapati Ambati Annam Atluri Avula Bhimavarapu Bodapati Bommareddy Challa Cheruku
      Chilukuri Dhulipalla Donthireddy Duvvuri Gangineni Ghanta Gollapudi Gudivada Jonnalagadda Kadiyala Kambhampati Karumuri Kata Kollipara
      Kommineni Kotha Kunduru Lingamaneni Madala Malladi Mallela Manne Mekala Movva Mulpuri Munagala Nalluri Namburi Pamidi Paladugu Parvathaneni
      Peddireddy Ponnaganti Pothineni Pulla Ramineni Sanka Sattaru Somisetty Suravarapu Tadepalli Tatineni Thota Vadlamudi Vakati Velagapudi Vemula
      Yalamanchili Yenugu Allam Bandi Bhogireddy Chinta Dandu Gandham Gorle Indukuri Jakkula Kalvakolanu Kanneganti Koppula Kurra Maganti Marri
      Mudiraj Nandyala Palle Pasupuleti Peddi Rapolu Seelam Tadikonda Vangala Yerram Ganta Anne Bolla Chava Gaddipati Kaza Kotagiri Mylavarapu Nukala
      Puvvada Tirumalasetty Vasireddy Yanamala Sirigiri Kasturi Ravipati Sripathi`),
  },
  kannada: {
    style: 'south',
    names: list(`Rao Gowda Shetty Hegde Bhat Kamath Shenoy Pai Nayak Kini Prabhu Acharya Upadhyaya Murthy Swamy Prasad Kumar Naik Patil Kulkarni Desai Joshi
      Hiremath Hosamani Kattimani Shivakumar Manjunath Nagaraj Ramesh Srinivas Ramaiah Siddaiah Urs Aradhya Krishnappa Venkatesh Iyengar Sharma
      Mallya Ballal Alva Rai Poojary Amin Bangera Kotian Salian Adiga Aithal Bhandary Chandrashekar Halappa Holla Karanth Madappa Muthanna Nadig
      Puttaswamy Rangaswamy Shastri Somaiah Tantri Uchil Basavaraj Bellad Channappa Doddamani Huded Kori Lingaraj Mathad Patted Sajjan Shettar Angadi
      Badiger Banakar Biradar Chougala Dandin Gadad Hadimani Hiremani Jamadar Kamble Kalburgi Kambar Kumbar Lamani Madiwalar Mudhol Nadaf Pujar
      Savadi Talawar Yaligar Belliappa Bopaiah Cariappa Chengappa Ganapathy Kariappa Machaiah Nanjappa Poovaiah Subbaiah Thimmaiah Uthappa Appaiah
      Kushalappa Medappa Achaiah Devaiah Gowdar Hanumanthappa Honnappa Jayaramu Kempegowda Lakshmaiah Mahadevappa Nanjundaswamy Ramegowda Shivanna
      Thimmegowda Venkatappa Yogesh Basappa Byregowda Chikkanna Doddanna Hombegowda Krishnegowda Mariyappa Puttaraju Siddegowda Thammaiah Anchan
      Karkera Kunder Mendon Puthran Shriyan Suvarna Kanchan Sapaliga Devadiga Moily Hegade Bhagwat Katti Koppad Mirji Pattar Sankeshwar Timmapur
      Yaragatti`),
  },
  malayali: {
    style: 'south',
    names: list(`Nair Menon Pillai Kurup Panicker Warrier Namboothiri Varma Thampi Namboodiri Unnithan Nambiar Kaimal Marar Potti Iyer Krishnan Gopinath
      Sasidharan Balakrishnan Radhakrishnan Vijayan Suresh Kunhi Kutty Padmanabhan Raghavan Sreedharan Unnikrishnan Velayudhan Achuthan Damodaran
      Karunakaran Madhavan Narayanan Chandran Das Gopalakrishnan Haridas Kumar Mohan Nambisan Panikkar Pisharody Poduval Rajan Raman Sankaran
      Sivadasan Sreekumar Thampuran Unni Vasudevan Ezhuthachan Kartha Mannadiar Menoki Nedungadi Pillay Thampy Valiathan Chandrasekharan Gangadharan
      Janardhanan Kesavan Mukundan Parameswaran Prabhakaran Ramachandran Rajagopalan Surendran Vijayakumar Aravindakshan Bhaskaran Divakaran Govindan
      Kunjikrishnan Krishnankutty Ravindran Sadanandan Sukumaran Thankappan Vikraman Appukuttan Chathunni Kunjiraman Rahman Koya Haji Moideen Basheer
      Ali Kunju Musliyar Thangal Abdulla Hameed Ibrahim Kasim Aboobacker Hamza Muhammed Sainudeen Shamsudeen Thayyil Aslam Hussain Kunhimohammed
      Ashraf Faizal Noushad Anwar Rasheed Shihab Jaleel`),
  },
  // Syrian Christians and Latin Catholics of Kerala
  christianKerala: {
    style: 'christian',
    names: list(`Kurian Thomas George Mathew Varghese Joseph Jacob Abraham Chacko Philip Cherian John Antony Paul Francis Xavier Mathai Ittyerah Koshy Oommen
      Eapen Alexander Chandy Cyriac Devassy Emmanuel Ipe Jose Kuriakose Mani Manjooran Ninan Pothen Punnoose Sebastian Skaria Tharakan Zachariah
      Mammen Kuruvilla Idicula Itty Kunjumon Mathews Paulose Pappachan Thampi Varkey Verghese Yohannan Baby Benny Chummar Devasia Geevarghese Isaac
      Kochuparambil Kalarickal Kallivayalil Kattakayam Madathil Mangalath Pazhayidom Puthenpurakal Thekkekara Thomaskutty Vadakkan Vallikappen
      Kottukapally Palathinkal Parayil Plathottam Poovathingal Thoppil Vazhappilly Anthappan Augustine Dominic Lazar Pereira Rodrigues Fernandez
      D'Cruz Correya Gomez Lopez Rozario`),
  },
  // The hill states' own peoples, each its own community: a Mizoram board is Mizo, not Khasi or Naga.
  // Khasi, Jaintia and Garo families of Meghalaya
  khasi: {
    style: 'christian',
    names: list(`Sangma Marak Momin Lyngdoh Kharkongor Syiem Nongrum Kharbuli Nongkynrih Lyngwa Marbaniang Rymbai Shylla Sohtun Suchiang Warjri Dkhar Kharshiing
      Lamare Nongbri Pyngrope Rynjah Sten Thabah Wahlang Mawlong Kharmawphlang Passah Sawian Mylliem Nongsiej Kharsyntiew Laloo Pakem Dhar Lyngkhoi
      Ch Areng Shira Arengh Rangsa Dalbot`),
  },
  // Mizo clans of Mizoram
  mizo: {
    style: 'christian',
    names: list(`Ralte Hmar Pachuau Chhangte Khiangte Renthlei Sailo Colney Fanai Hnamte Tochhawng Zadeng Hauhnar Chawngthu Khawlhring Vanchhawng Tlau
      Chhakchhuak Hrahsel Bawitlung Varte Chinzah Tlumtea Zote Khawbung Lalnunmawia Lalremruata Lalthanzuala Zothanpuia Vanlalruata Lalrinawma
      Lalhmingliana Lalbiakzuala Lalramliana Vanlalhruaia`),
  },
  // Naga tribes of Nagaland
  naga: {
    style: 'christian',
    names: list(`Ao Jamir Longkumer Angami Sema Lotha Konyak Chang Imchen Kikon Kath Rengma Sangtam Yimchunger Zeliang Chishi Sumi Tsanglao Walling
      Lasuh Longchar Pongen Tikhir Ezung Ovung Humtsoe Kithan Aier Yanthan Odyuo Tsopoe Kire Khate Sakhrie Zhimomi Yepthomi Awomi Chophy`),
  },
  // Arunachal Pradesh: Adi, Nyishi, Apatani, Galo, Monpa and Khamti families
  arunachali: {
    style: 'christian',
    names: list(`Tayeng Pertin Doke Mize Dai Riba Ering Tato Taba Tana Tabin Gamlin Borang Perme Moyong Nabam Techi Taki Tsering Dorjee Norbu Mein Lego
      Tamut Bagra Apang Tok Dada Kamki Yirang Hage Tasar Loya Mara Ngomdir Jini Tamin Kaki`),
  },
  // Tripuri, Reang and Jamatia families of Tripura (Hindu, Bengali-influenced given names)
  tripuri: {
    style: 'east',
    names: list(`Debbarma Reang Jamatia Tripura Noatia Halam Kalai Murasing Rupini Uchoi Darlong Molsom Koloi Chakma`),
  },
  // Buddhist Ladakhi names: a man's second name (Namgyal, Dorjey), a woman's her own (seed/people.ts)
  ladakhi: {
    style: 'ladakhi',
    names: list(`Namgyal Dorjey Angchuk Tundup Stobdan Paldan Gyatso Norboo Phunchok Wangchuk Tsering Rigzin Gyaltsan Chosphel Dawa Stanzin Tashi
      Mutup Thinlas Spalbar Motup Gyalson Jorgyas Phuntsog`),
  },
  // Meitei clan names of Manipur: the clan first, the given name, then Singh or Devi (seed/people.ts)
  manipuri: {
    style: 'meitei',
    names: list(`Laishram Ningthoujam Khumukcham Sharma Thokchom Konsam Oinam Wahengbam Yumnam Huidrom Moirangthem Ngangom Soibam Sorokhaibam
      Takhellambam Thounaojam Kshetrimayum Leishangthem Maibam Nongmaithem Pukhrambam Sagolsem Salam Sanasam Thangjam Waikhom Chongtham Heisnam Irom
      Kangujam Keisham Loitongbam Mayengbam Naorem Okram Rajkumar Khuraijam Haobam Ayekpam Elangbam Hijam`),
  },
  // Gorkha and Sikkimese families, Darjeeling
  nepali: {
    style: 'north',
    names: list(`Chettri Gurung Tamang Rai Pradhan Lepcha Bhutia Sherpa Subba Limbu Thapa Sharma Karki Basnet Khadka Magar Shrestha Adhikari Bhandari Chhetri
      Ghising Lama Moktan Newar Pariyar Rasaily Thakuri Bista Dahal Dhakal Ghimire Gautam Kafle Khatiwada Koirala Luitel Mishra Nepal Pokhrel Poudyal
      Regmi Rijal Sapkota Subedi Timsina Upreti Bhujel Kami Sunar Biswakarma Dewan Yonzon Kazi Namgyal Lachungpa Dorjee Tshering Wangchuk Tenzing
      Kharel Chamling Hang Yakha Mangar Thatal`),
  },
  muslim: {
    style: 'muslim',
    names: list(`Khan Ansari Siddiqui Qureshi Shaikh Sheikh Syed Mirza Pathan Ahmed Ali Hussain Hasan Rizvi Naqvi Zaidi Abidi Jafri Kazmi Farooqui Usmani Alvi
      Baig Beg Chishti Hashmi Kidwai Malik Memon Mohammed Mulla Nadvi Qadri Qazi Rahman Rehman Shah Sayed Tyabji Rangwala Lokhandwala Bohra Merchant
      Patni Kapadia Chunawala Contractor Dhanani Habib Hakim Iqbal Jamal Javed Karim Latif Mansoori Mustafa Nizami Pasha Rashid Saifi Salmani Shamsi
      Sultan Tahir Wasi Yusuf Zaheer Abbasi Ashraf Azmi Bukhari Chaudhry Faruqui Gilani Hamdani Idrisi Jilani Kamal Lari Mazhar Nomani Quadri Raza
      Sabri Shervani Tirmizi Warsi Akhtar Alam Anjum Aziz Haider Imam Kausar Mehdi Nawaz Parvez Qamar Sajid Shakeel Tanveer Wahid Zafar Arif Bashir
      Danish Fazal Ghani Hameed Irfan Jameel Khalid Majid Nadeem Rafiq Saleem Shafi Tariq Umar Waseem Yaseen Zubair Rangrez Multani Kureshi Momin
      Mansuri Saifee Dehlvi Lucknowi Barelvi Rampuri Moradabadi Sherwani Badayuni Jaunpuri Amrohvi Tabani Bilgrami Kakorvi Sambhali Kairanvi Bijnori
      Khatib Inamdar Mujawar Tamboli Attar Bagwan Pinjari Kazi Nalband Sayyed Mulani Deshmukh Patel Vohra Ghanchi Sumra Sama Chhipa Lakhani Nathani
      Virani Jiwani Rawther Marakkar Labbai Maraikayar Sahib Basha Hussaini Khadri Sait Sheriff Badsha Jaffer Kareem Ismail Yakub Dawood`),
  },
} as const satisfies Record<string, { style: NameStyle; names: string[] }>

export type Community = keyof typeof COMMUNITIES

/**
 * The mix of communities among a state's company founders and directors, by GST state code. Shares
 * follow each state's languages (Census 2011, language tables C-16) and religions (C-01), with the
 * trading communities that found companies everywhere weighted above their population share.
 */
export const STATE_MIX: Record<string, Partial<Record<Community, number>>> = {
  '01': { kashmiri: 55, muslim: 15, punjabi: 10, hindi: 10, sikh: 5, marwari: 5 }, // Jammu and Kashmir
  '02': { pahari: 60, hindi: 12, punjabi: 12, marwari: 8, sikh: 4, jain: 4 }, // Himachal Pradesh
  '03': { sikh: 45, punjabi: 30, hindi: 8, marwari: 8, jat: 4, jain: 5 }, // Punjab
  '04': { punjabi: 35, sikh: 20, hindi: 20, marwari: 12, jain: 5, pahari: 8 }, // Chandigarh
  '05': { pahari: 55, hindi: 20, punjabi: 10, marwari: 8, muslim: 5, sikh: 2 }, // Uttarakhand
  '06': { jat: 30, hindi: 25, punjabi: 20, marwari: 15, jain: 6, sikh: 4 }, // Haryana
  '07': { punjabi: 28, hindi: 25, marwari: 18, jain: 8, sikh: 6, muslim: 5, bihari: 5, pahari: 3, sindhi: 2 }, // Delhi
  '08': { rajasthani: 45, marwari: 25, jain: 12, jat: 8, hindi: 5, muslim: 3, sindhi: 2 }, // Rajasthan
  '09': { hindi: 62, marwari: 14, muslim: 12, punjabi: 5, jain: 4, jat: 3 }, // Uttar Pradesh
  '10': { bihari: 75, hindi: 8, marwari: 8, muslim: 8, bengali: 1 }, // Bihar
  '11': { nepali: 75, marwari: 15, bengali: 5, hindi: 5 }, // Sikkim
  '12': { arunachali: 70, assamese: 10, marwari: 10, nepali: 5, bengali: 5 }, // Arunachal Pradesh
  '13': { naga: 80, marwari: 8, bengali: 6, assamese: 6 }, // Nagaland
  '14': { manipuri: 75, naga: 12, marwari: 5, muslim: 5, mizo: 3 }, // Manipur: Meitei in the valley, Naga and Kuki-Zo in the hills
  '15': { mizo: 88, bengali: 4, marwari: 5, nepali: 3 }, // Mizoram
  '16': { bengali: 65, tripuri: 25, marwari: 6, muslim: 4 }, // Tripura
  '17': { khasi: 70, bengali: 10, marwari: 10, assamese: 5, nepali: 5 }, // Meghalaya
  '18': { assamese: 60, marwari: 15, bengali: 12, muslim: 8, nepali: 3, naga: 1, khasi: 1 }, // Assam
  '19': { bengali: 62, marwari: 22, muslim: 6, hindi: 4, bihari: 3, jain: 3 }, // West Bengal
  '20': { bihari: 55, hindi: 12, marwari: 15, bengali: 8, muslim: 5, odia: 5 }, // Jharkhand
  '21': { odia: 80, marwari: 10, bengali: 4, bihari: 3, muslim: 3 }, // Odisha
  '22': { hindi: 60, marwari: 15, jain: 8, sindhi: 6, odia: 4, marathi: 4, muslim: 3 }, // Chhattisgarh
  '23': { hindi: 55, marwari: 15, jain: 12, rajasthani: 5, sindhi: 5, muslim: 5, marathi: 3 }, // Madhya Pradesh
  '24': { gujarati: 65, jain: 15, marwari: 8, muslim: 6, parsi: 2, sindhi: 4 }, // Gujarat
  '26': { gujarati: 60, marathi: 15, marwari: 10, muslim: 5, parsi: 5, jain: 5 }, // Dadra and Nagar Haveli and Daman and Diu
  '27': { marathi: 45, gujarati: 14, marwari: 10, jain: 8, hindi: 6, muslim: 6, punjabi: 3, sindhi: 3, christianWest: 2, parsi: 1, konkani: 2 }, // Maharashtra
  '29': { kannada: 55, tamil: 8, telugu: 8, malayali: 6, marwari: 8, jain: 5, konkani: 5, christianWest: 3, muslim: 2 }, // Karnataka
  '30': { konkani: 50, christianWest: 30, marathi: 10, marwari: 5, gujarati: 5 }, // Goa
  '31': { malayali: 70, christianKerala: 10, muslim: 20 }, // Lakshadweep
  '32': { malayali: 62, christianKerala: 25, tamil: 5, marwari: 3, konkani: 2, gujarati: 3 }, // Kerala
  '33': { tamil: 80, telugu: 6, marwari: 6, jain: 3, malayali: 2, muslim: 3 }, // Tamil Nadu
  '34': { tamil: 85, telugu: 5, malayali: 5, christianKerala: 5 }, // Puducherry
  '35': { bengali: 35, tamil: 25, telugu: 15, malayali: 10, hindi: 15 }, // Andaman and Nicobar Islands
  '36': { telugu: 72, marwari: 8, muslim: 8, hindi: 4, jain: 3, gujarati: 2, sindhi: 1, tamil: 2 }, // Telangana
  '37': { telugu: 85, marwari: 5, muslim: 5, tamil: 3, jain: 2 }, // Andhra Pradesh
  '38': { ladakhi: 60, muslim: 30, punjabi: 5, hindi: 5 }, // Ladakh: Buddhist Leh, Shia Kargil
}

/** Where a state has no entry: the national mix of the largest communities. */
export const NATIONAL_MIX: Partial<Record<Community, number>> = { hindi: 30, marwari: 15, punjabi: 10, gujarati: 10, marathi: 10, bengali: 8, tamil: 7, telugu: 6, muslim: 4 }
