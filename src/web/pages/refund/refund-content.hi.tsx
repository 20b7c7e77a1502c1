// /refund हिंदी में: the same sections as refund-content.en.tsx, same plan figures.
import { Link } from 'react-router';
import { DEAD_LEAD_DAYS_PER_PASS, DEAD_LEAD_REPORT_DAYS } from '../../../shared/constants.ts';
import {
  linkClass,
  listClass,
  type PlanWords,
  PolicyPage,
  PolicySection,
  SupportEmail,
} from '../../components/content/policy-page.tsx';
import { paths } from '../../paths.ts';

export default function RefundContent({ plan }: { plan: PlanWords }) {
  return (
    <PolicyPage title="रिफ़ंड पॉलिसी" effective="2024-10-01">
      <PolicySection heading="आप किस चीज़ के पैसे देते हैं">
        <p>
          Thikana पर सब कुछ मुफ़्त है, सिवाय वैकल्पिक {plan.name} कॉन्टैक्ट पास के। इसकी कीमत {plan.price} है, और पेमेंट
          कन्फ़र्म होने के समय से {plan.days} तक यह आपको हर लिस्टिंग की कॉन्टैक्ट जानकारी दिखाता है। यह अपने-आप रिन्यू नहीं
          होता, इसलिए जब तक आप खुद न खरीदें, आपसे दोबारा पैसे नहीं लिए जाते।
        </p>
      </PolicySection>
      <PolicySection heading="फ़ीस वापस नहीं होती">
        <p>
          पास चालू होने के बाद उसकी फ़ीस न पूरी वापस होती है, न उसका कोई हिस्सा, तब भी नहीं जब आपको जल्दी घर मिल जाए,
          आप Thikana इस्तेमाल करना बंद कर दें, या पास खत्म होने से पहले अपना अकाउंट डिलीट कर दें। पैसे देने से पहले कृपया पढ़ लें कि
          पास में क्या-क्या मिलता है:
        </p>
        <ul className={listClass}>
          <li>
            {plan.days} तक हर लिस्टिंग की कॉन्टैक्ट जानकारी, दिन में ज़्यादा से ज़्यादा {plan.dailyCap} नए कॉन्टैक्ट (स्क्रेपिंग
            रोकने के लिए उचित इस्तेमाल की सीमा)।
          </li>
          <li>
            किसी भी {plan.window} में ज़्यादा से ज़्यादा {plan.passes}।
          </li>
          <li>पास खरीदने के लिए आपकी उम्र कम से कम {plan.minAge} साल होनी चाहिए।</li>
        </ul>
      </PolicySection>
      <PolicySection heading="जो घर पहले ही किराये पर जा चुके हैं">
        {/* docs/product/pass.md#dead-leads */}
        <p>
          अगर आप किसी लिस्टिंग के कॉन्टैक्ट खोलते हैं और पता चलता है कि घर पहले ही किराये पर जा चुका है, तो{' '}
          {DEAD_LEAD_REPORT_DAYS} दिन के अंदर उसके पेज से उसे "पहले ही किराये पर जा चुका है" के रूप में रिपोर्ट करें। जब मालिक
          उसे किराये पर गया हुआ मार्क कर दे, या हमारी टीम इसकी पुष्टि कर दे, तो वह कॉन्टैक्ट आपको वापस मिल जाता है (वह
          आपकी रोज़ की सीमा में नहीं गिना जाता) और आपका पास 1 दिन बढ़ जाता है। यह हर लिस्टिंग पर एक बार होता है और एक
          पास में ज़्यादा से ज़्यादा {DEAD_LEAD_DAYS_PER_PASS} दिन जोड़ता है। इससे पास का समय वापस मिलता है, पैसे नहीं: फ़ीस
          फिर भी वापस नहीं होती।
        </p>
      </PolicySection>
      <PolicySection heading="जब पेमेंट में गड़बड़ हो">
        <ul className={listClass}>
          <li>
            जो पेमेंट गेटवे (Razorpay) पर फ़ेल हो जाए या पूरा न हो, वह फ़ीस नहीं है: वह पैसा आपका बैंक या गेटवे अपने तय समय में
            आपको लौटा देता है।
          </li>
          <li>
            अगर आपके खाते से पैसे कट गए लेकिन एक घंटे बाद भी आपका पास चालू नहीं हुआ, तो पेमेंट आईडी के साथ <SupportEmail />{' '}
            पर लिखें। हम Razorpay से उसकी जाँच करके आपका खरीदा हुआ पास चालू कर देते हैं।
          </li>
          <li>
            अगर एक ही खरीद के लिए आपसे दो बार पैसे लिए गए, तो हमें बताएँ, हम ज़्यादा लिया गया पैसा उसी पेमेंट तरीके में लौटा
            देते हैं जिससे आपने पेमेंट किया था।
          </li>
        </ul>
      </PolicySection>
      <PolicySection heading="सवाल">
        <p>
          <SupportEmail /> पर लिखें या{' '}
          <Link to={paths.contactUs()} className={linkClass}>
            संपर्क फ़ॉर्म
          </Link>{' '}
          इस्तेमाल करें। हमारे{' '}
          <Link to={paths.terms()} className={linkClass}>
            नियम और शर्तें
          </Link>{' '}
          भी देखें।
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
