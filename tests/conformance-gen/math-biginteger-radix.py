# The statements of tests/conformance/math-biginteger-radix/Main.smali (see exprcase.py).
from exprcase import *
st = []
vals = ["0", "-1", "35", "-123456789012345678901234567890", "1267650600228229401496703205375"]
for x in vals:
    for r in (2, 3, 8, 10, 16, 17, 36, 1, 37, -5):
        st.append(bi(x).toString(I(r), ret=STR))
    st.append(bi(x).toString(ret=STR))
for x, r in [("1100", 2), ("-777", 8), ("ff", 16), ("-FFFFFFFFFFFFFFFFFFFF", 16), ("zz", 36), ("ZZZZZZZZZZZZ", 36),
             ("101010101010101010101010101010101010101", 2), ("-2211", 3), ("gg", 17)]:
    st.append(new(BI, S(x), I(r)))
    st.append(new(BI, S(x), I(r)).toString(I(r), ret=STR))
for x in ["0", "-0", "+0", "000123", "-000", "+42", "-42", "99999999999999999999999999999999999",
          "", "-", "+", "1-2", "--1", "+-1", "-+1", "12a", "1 2", " 12", "12 ", "1234567890123x56789",
          "12345678901234567890x", "0x10", "1.5", "1e5", "1+", "123456789-"]:
    st.append(new(BI, S(x)))
for x, r in [("zz", 16), ("1234567z", 16), ("12345678z", 16), ("12", 2), ("1", 37), ("1", 1), ("", 99), ("-", 16)]:
    st.append(new(BI, S(x), I(r)))
st.append(new(BI, NULL(STR, '(String) null')))
generate(case_path('math-biginteger-radix'), 'BigInteger text: toString in every radix (a radix out of range means 10) and new BigInteger(String[, radix]) with the JDK\'s NumberFormatException messages.', st)
