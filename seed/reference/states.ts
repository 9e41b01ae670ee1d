// States and UTs: GST code, CIN state code(s), RoC, Regional Director (GSR 832(E), 2015 layout),
// and where their companies are: the business cities with their India Post district and share.
// `weight` follows the RoC shares of registered companies (MCA open data, 2018); city shares within a
// state are estimates from the same data's registered-office addresses (the metro carries most of it).
export interface StateRef {
  name: string
  gst: string
  cin: string
  roc: string
  rd: string
  weight: number
  /**
   * [city, district (as India Post names it), share, PIN prefixes of the city ('|'-separated; all the
   * district's PINs when absent)]. A district may hold several cities and a city span districts.
   */
  cities: ReadonlyArray<readonly [string, string, number, string?]>
  /** Share of the state's companies in the districts no city names, spread by their number of PINs. */
  other: number
}

/** The second RoC of a state and the districts it has jurisdiction over (RoC Pune, RoC Coimbatore). */
export const SECOND_ROC: Record<string, { cin: string; roc: string; districts: readonly string[] }> = {
  Maharashtra: { cin: 'PN', roc: 'RoC-Pune', districts: ['Pune', 'Satara', 'Sangli', 'Kolhapur', 'Solapur', 'Ahmed Nagar'] },
  'Tamil Nadu': { cin: 'TZ', roc: 'RoC-Coimbatore', districts: ['Coimbatore', 'Erode', 'Nilgiris', 'Salem', 'Namakkal', 'Karur', 'Dharmapuri', 'Krishnagiri'] },
}

const N = 'Regional Director (Northern Region), New Delhi'
const NW = 'Regional Director (North Western Region), Ahmedabad'
const E = 'Regional Director (Eastern Region), Kolkata'
const NE = 'Regional Director (North Eastern Region), Shillong'
const W = 'Regional Director (Western Region), Mumbai'
const SE = 'Regional Director (South East Region), Hyderabad'
const S = 'Regional Director (Southern Region), Chennai'

export const STATES: readonly StateRef[] = [
  { name: 'Jammu and Kashmir', gst: '01', cin: 'JK', roc: 'RoC-Jammu', rd: N, weight: 0.3, cities: [['Srinagar', 'Srinagar', 45], ['Jammu', 'Jammu', 45]], other: 10 },
  { name: 'Himachal Pradesh', gst: '02', cin: 'HP', roc: 'RoC-Himachal Pradesh', rd: N, weight: 0.3, cities: [['Shimla', 'Shimla', 30], ['Baddi', 'Solan', 30, '1732'], ['Solan', 'Solan', 10, '1732|173'], ['Dharamshala', 'Kangra', 10]], other: 20 },
  { name: 'Punjab', gst: '03', cin: 'PB', roc: 'RoC-Chandigarh', rd: N, weight: 1.6, cities: [['Ludhiana', 'Ludhiana', 30], ['Mohali', 'Mohali', 18], ['Jalandhar', 'Jalandhar', 14], ['Amritsar', 'Amritsar', 12], ['Patiala', 'Patiala', 6], ['Bathinda', 'Bathinda', 4]], other: 16 },
  { name: 'Chandigarh', gst: '04', cin: 'CH', roc: 'RoC-Chandigarh', rd: N, weight: 0.9, cities: [['Chandigarh', 'Chandigarh', 1]], other: 0 },
  { name: 'Uttarakhand', gst: '05', cin: 'UR', roc: 'RoC-Uttarakhand', rd: N, weight: 0.4, cities: [['Dehradun', 'Dehradun', 45], ['Haridwar', 'Haridwar', 15], ['Rudrapur', 'Udham Singh Nagar', 12], ['Haldwani', 'Nainital', 10]], other: 18 },
  { name: 'Haryana', gst: '06', cin: 'HR', roc: 'RoC-Delhi', rd: N, weight: 4.0, cities: [['Gurugram', 'Gurgaon', 52], ['Faridabad', 'Faridabad', 14], ['Panchkula', 'Panchkula', 5], ['Sonipat', 'Sonipat', 4], ['Panipat', 'Panipat', 4], ['Karnal', 'Karnal', 3], ['Hisar', 'Hisar', 3], ['Ambala', 'Ambala', 2], ['Rohtak', 'Rohtak', 2]], other: 11 },
  { name: 'Delhi', gst: '07', cin: 'DL', roc: 'RoC-Delhi', rd: N, weight: 16.4, cities: [['New Delhi', 'New Delhi', 12], ['New Delhi', 'South Delhi', 18], ['New Delhi', 'South West Delhi', 10], ['Delhi', 'Central Delhi', 14], ['Delhi', 'North Delhi', 6], ['Delhi', 'North West Delhi', 12], ['Delhi', 'West Delhi', 14], ['Delhi', 'East Delhi', 10], ['Delhi', 'North East Delhi', 4]], other: 0 },
  { name: 'Rajasthan', gst: '08', cin: 'RJ', roc: 'RoC-Jaipur', rd: NW, weight: 3.1, cities: [['Jaipur', 'Jaipur', 55], ['Jodhpur', 'Jodhpur', 8], ['Udaipur', 'Udaipur', 6], ['Kota', 'Kota', 4], ['Ajmer', 'Ajmer', 3], ['Bhilwara', 'Bhilwara', 3], ['Bikaner', 'Bikaner', 2], ['Alwar', 'Alwar', 3]], other: 16 },
  { name: 'Uttar Pradesh', gst: '09', cin: 'UP', roc: 'RoC-Kanpur', rd: N, weight: 5.3, cities: [['Noida', 'Gautam Buddha Nagar', 26], ['Ghaziabad', 'Ghaziabad', 14], ['Lucknow', 'Lucknow', 20], ['Kanpur', 'Kanpur Nagar', 8], ['Agra', 'Agra', 5], ['Varanasi', 'Varanasi', 4], ['Meerut', 'Meerut', 3], ['Prayagraj', 'Allahabad', 3], ['Bareilly', 'Bareilly', 2], ['Gorakhpur', 'Gorakhpur', 2]], other: 13 },
  { name: 'Bihar', gst: '10', cin: 'BR', roc: 'RoC-Patna', rd: E, weight: 1.6, cities: [['Patna', 'Patna', 60], ['Muzaffarpur', 'Muzaffarpur', 6], ['Gaya', 'Gaya', 5], ['Bhagalpur', 'Bhagalpur', 4]], other: 25 },
  { name: 'Sikkim', gst: '11', cin: 'SK', roc: 'RoC-Shillong', rd: NE, weight: 0.05, cities: [['Gangtok', 'East Sikkim', 80]], other: 20 },
  { name: 'Arunachal Pradesh', gst: '12', cin: 'AR', roc: 'RoC-Shillong', rd: NE, weight: 0.05, cities: [['Itanagar', 'Papum Pare', 70]], other: 30 },
  { name: 'Nagaland', gst: '13', cin: 'NL', roc: 'RoC-Shillong', rd: NE, weight: 0.05, cities: [['Dimapur', 'Dimapur', 55], ['Kohima', 'Kohima', 30]], other: 15 },
  { name: 'Manipur', gst: '14', cin: 'MN', roc: 'RoC-Shillong', rd: NE, weight: 0.05, cities: [['Imphal', 'Imphal West', 60], ['Imphal', 'Imphal East', 20]], other: 20 },
  { name: 'Mizoram', gst: '15', cin: 'MZ', roc: 'RoC-Shillong', rd: NE, weight: 0.05, cities: [['Aizawl', 'Aizawl', 80]], other: 20 },
  { name: 'Tripura', gst: '16', cin: 'TR', roc: 'RoC-Shillong', rd: NE, weight: 0.05, cities: [['Agartala', 'West Tripura', 80]], other: 20 },
  { name: 'Meghalaya', gst: '17', cin: 'ML', roc: 'RoC-Shillong', rd: NE, weight: 0.1, cities: [['Shillong', 'East Khasi Hills', 75]], other: 25 },
  { name: 'Assam', gst: '18', cin: 'AS', roc: 'RoC-Shillong', rd: NE, weight: 0.5, cities: [['Guwahati', 'Kamrup', 60, '781'], ['Dibrugarh', 'Dibrugarh', 6], ['Silchar', 'Cachar', 5], ['Jorhat', 'Jorhat', 4], ['Tezpur', 'Sonitpur', 3], ['Tinsukia', 'Tinsukia', 3]], other: 19 },
  { name: 'West Bengal', gst: '19', cin: 'WB', roc: 'RoC-Kolkata', rd: E, weight: 11.2, cities: [['Kolkata', 'Kolkata', 68], ['Howrah', 'Howrah', 6], ['Kolkata', 'North 24 Parganas', 6, '700'], ['Kolkata', 'South 24 Parganas', 3, '700'], ['Siliguri', 'Darjiling', 3, '734'], ['Durgapur', 'Bardhaman', 2, '7132'], ['Asansol', 'Bardhaman', 2, '7133']], other: 10 },
  { name: 'Jharkhand', gst: '20', cin: 'JH', roc: 'RoC-Jharkhand', rd: E, weight: 0.7, cities: [['Ranchi', 'Ranchi', 40], ['Jamshedpur', 'East Singhbhum', 25], ['Dhanbad', 'Dhanbad', 12], ['Bokaro Steel City', 'Bokaro', 6]], other: 17 },
  { name: 'Odisha', gst: '21', cin: 'OR', roc: 'RoC-Cuttack', rd: E, weight: 1.3, cities: [['Bhubaneswar', 'Khorda', 50, '751'], ['Cuttack', 'Cuttack', 12], ['Rourkela', 'Sundergarh', 6, '769'], ['Sambalpur', 'Sambalpur', 4], ['Berhampur', 'Ganjam', 3, '760']], other: 25 },
  { name: 'Chhattisgarh', gst: '22', cin: 'CT', roc: 'RoC-Chhattisgarh', rd: NW, weight: 0.5, cities: [['Raipur', 'Raipur', 50], ['Bhilai', 'Durg', 15, '490'], ['Bilaspur', 'Bilaspur(CGH)', 10], ['Korba', 'Korba', 5]], other: 20 },
  { name: 'Madhya Pradesh', gst: '23', cin: 'MP', roc: 'RoC-Gwalior', rd: NW, weight: 2.1, cities: [['Indore', 'Indore', 38], ['Bhopal', 'Bhopal', 25], ['Jabalpur', 'Jabalpur', 8], ['Gwalior', 'Gwalior', 7], ['Ujjain', 'Ujjain', 3], ['Sagar', 'Sagar', 2]], other: 17 },
  { name: 'Gujarat', gst: '24', cin: 'GJ', roc: 'RoC-Ahmedabad', rd: NW, weight: 5.4, cities: [['Ahmedabad', 'Ahmedabad', 42, '380|3821|3822|3823|3824'], ['Surat', 'Surat', 15, '395|3942'], ['Vadodara', 'Vadodara', 10, '390|391'], ['Rajkot', 'Rajkot', 8, '360'], ['Gandhinagar', 'Gandhi Nagar', 4, '382'], ['Bhavnagar', 'Bhavnagar', 2, '364'], ['Jamnagar', 'Jamnagar', 2, '361'], ['Vapi', 'Valsad', 2, '396']], other: 15 },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', gst: '26', cin: 'DN', roc: 'RoC-Ahmedabad', rd: W, weight: 0.1, cities: [['Silvassa', 'Dadra & Nagar Haveli', 55], ['Daman', 'Daman', 35], ['Diu', 'Diu', 10]], other: 0 },
  { name: 'Maharashtra', gst: '27', cin: 'MH', roc: 'RoC-Mumbai', rd: W, weight: 20.0, cities: [['Mumbai', 'Mumbai', 52], ['Thane', 'Thane', 7, '4006'], ['Navi Mumbai', 'Thane', 5, '4007'], ['Pune', 'Pune', 20, '411'], ['Nagpur', 'Nagpur', 4, '440'], ['Nashik', 'Nashik', 2.5, '422'], ['Aurangabad', 'Aurangabad', 1.5, '431'], ['Kolhapur', 'Kolhapur', 1, '416'], ['Solapur', 'Solapur', 0.8, '413']], other: 6 },
  { name: 'Karnataka', gst: '29', cin: 'KA', roc: 'RoC-Bangalore', rd: SE, weight: 6.0, cities: [['Bengaluru', 'Bangalore', 78], ['Mysuru', 'Mysore', 4, '570'], ['Mangaluru', 'Dakshina Kannada', 4, '575'], ['Hubballi', 'Dharwad', 2, '580'], ['Belagavi', 'Belgaum', 2, '590'], ['Kalaburagi', 'Gulbarga', 0.7, '585']], other: 9 },
  { name: 'Goa', gst: '30', cin: 'GA', roc: 'RoC-Goa', rd: W, weight: 0.5, cities: [['Panaji', 'North Goa', 40, '4030'], ['Margao', 'South Goa', 25, '4037'], ['Vasco da Gama', 'South Goa', 12, '4038'], ['Mapusa', 'North Goa', 10, '4035']], other: 13 },
  { name: 'Lakshadweep', gst: '31', cin: 'LD', roc: 'RoC-Ernakulam', rd: S, weight: 0.01, cities: [['Kavaratti', 'Lakshadweep', 1]], other: 0 },
  { name: 'Kerala', gst: '32', cin: 'KL', roc: 'RoC-Ernakulam', rd: S, weight: 2.7, cities: [['Kochi', 'Ernakulam', 34, '682'], ['Thiruvananthapuram', 'Thiruvananthapuram', 16, '695'], ['Kozhikode', 'Kozhikode', 10, '673'], ['Thrissur', 'Thrissur', 10, '680'], ['Kollam', 'Kollam', 4, '691'], ['Kannur', 'Kannur', 4, '670'], ['Malappuram', 'Malappuram', 4]], other: 18 },
  { name: 'Tamil Nadu', gst: '33', cin: 'TN', roc: 'RoC-Chennai', rd: S, weight: 7.7, cities: [['Chennai', 'Chennai', 55], ['Chennai', 'Kanchipuram', 6, '600'], ['Chennai', 'Tiruvallur', 4, '600'], ['Coimbatore', 'Coimbatore', 10, '641'], ['Tiruppur', 'Coimbatore', 3, '6416|6417'], ['Madurai', 'Madurai', 3, '625'], ['Tiruchirappalli', 'Tiruchirappalli', 2, '620'], ['Salem', 'Salem', 2, '636'], ['Erode', 'Erode', 2, '638'], ['Vellore', 'Vellore', 1.5, '632']], other: 11 },
  { name: 'Puducherry', gst: '34', cin: 'PY', roc: 'RoC-Pondicherry', rd: S, weight: 0.2, cities: [['Puducherry', 'Pondicherry', 85], ['Karaikal', 'Karaikal', 15]], other: 0 },
  { name: 'Andaman and Nicobar Islands', gst: '35', cin: 'AN', roc: 'RoC-Chennai', rd: S, weight: 0.02, cities: [['Port Blair', 'South Andaman', 90]], other: 10 },
  { name: 'Telangana', gst: '36', cin: 'TG', roc: 'RoC-Hyderabad', rd: SE, weight: 5.5, cities: [['Hyderabad', 'Hyderabad', 62], ['Hyderabad', 'K.V.Rangareddy', 20, '500'], ['Warangal', 'Warangal', 3, '506'], ['Karimnagar', 'Karim Nagar', 2, '505'], ['Nizamabad', 'Nizamabad', 1.5, '503']], other: 11.5 },
  { name: 'Andhra Pradesh', gst: '37', cin: 'AP', roc: 'RoC-Vijayawada', rd: SE, weight: 1.6, cities: [['Visakhapatnam', 'Visakhapatnam', 25, '530'], ['Vijayawada', 'Krishna', 22, '520|521'], ['Guntur', 'Guntur', 10, '522'], ['Nellore', 'Nellore', 6, '524'], ['Tirupati', 'Chittoor', 6, '517'], ['Kakinada', 'East Godavari', 5, '533']], other: 26 },
  { name: 'Ladakh', gst: '38', cin: 'LH', roc: 'RoC-Jammu', rd: N, weight: 0.01, cities: [['Leh', 'Leh', 70], ['Kargil', 'Kargil', 30]], other: 0 },
]
