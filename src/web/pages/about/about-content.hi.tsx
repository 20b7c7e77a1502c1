// /about हिंदी में: the same sections as about-content.en.tsx, same plan figures.
import { Link } from 'react-router';
import { CITY_NAMES } from '../../../shared/cities.ts';
import { CITY_NAMES_HINDI } from '../../../shared/place-names-hindi.ts';
import {
  linkClass,
  listClass,
  type PlanWords,
  PolicyPage,
  PolicySection,
} from '../../components/content/policy-page.tsx';
import { paths } from '../../paths.ts';

export default function AboutContent({ plan }: { plan: PlanWords }) {
  return (
    <PolicyPage title="Thikana के बारे में">
      <p className="text-lg">
        Thikana का मतलब है "रहने की जगह"। हम आपको रहने की सबसे अच्छी जगह ढूँढने में मदद करते हैं: आपका अगला घर या वीकेंड पर
        घूमने की जगह, ब्रोकर की झंझट के बिना।
      </p>
      <PolicySection heading="Thikana पर आप क्या कर सकते हैं">
        <ul className={listClass}>
          <li>
            {CITY_NAMES.length} शहरों में अपार्टमेंट और इंडिपेंडेंट बंगले, PG/हॉस्टल, को-लिविंग स्पेस और वीकेंड होम खोजें:{' '}
            {CITY_NAMES.map((city) => CITY_NAMES_HINDI[city]).join(', ')}।
          </li>
          <li>इलाका, बजट, कमरे, फ़र्निशिंग, खाने की पसंद, किरायेदार का प्रकार और ब्रोकरेज से छाँटें।</li>
          <li>घरों को अपनी विशलिस्ट में सेव करें और बाद में उन पर वापस आएँ।</li>
          <li>
            हर लिस्टिंग पर दी गई कॉन्टैक्ट जानकारी से सीधे मालिकों से बात करके विज़िट तय करें; जिन घरों के लिए आप संपर्क करते हैं,
            वे मेरी विज़िट में रखे जाते हैं।
          </li>
          <li>घर और उसका किराया बाँटने के लिए फ़्लैटमेट या साथी किरायेदार ढूँढें।</li>
          <li>अपनी जगह मुफ़्त में लिस्ट करें, चाहे आप मालिक हों, ब्रोकर हों, घर छोड़ रहे किरायेदार हों या फ़्लैटमेट।</li>
        </ul>
      </PolicySection>
      <PolicySection heading="Thikana का खर्च कैसे चलता है">
        <p>
          Thikana कोई ब्रोकरेज नहीं लेता। खोजना और लिस्ट करना मुफ़्त है; एकमात्र फ़ीस उन लोगों के लिए वैकल्पिक कॉन्टैक्ट पास (
          {plan.days} के लिए {plan.price}) है जो पोस्ट करने वालों से संपर्क करना चाहते हैं। यह कभी अपने-आप रिन्यू नहीं होता।
        </p>
      </PolicySection>
      <PolicySection heading="हमारी ओर से और भी">
        <p>
          हमारे{' '}
          <Link to={paths.blogs()} className={linkClass}>
            ब्लॉग
          </Link>{' '}
          पर किराये से जुड़ी सलाह पढ़ें, अपने शहर में पैकर्स-मूवर्स, सफ़ाई और दूसरी{' '}
          <Link to={paths.services()} className={linkClass}>
            होम सर्विसेज़
          </Link>{' '}
          ढूँढें,{' '}
          <Link to={paths.faq()} className={linkClass}>
            सवाल-जवाब
          </Link>{' '}
          देखें, या{' '}
          <Link to={paths.contactUs()} className={linkClass}>
            हमें लिखें
          </Link>
          ।
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
