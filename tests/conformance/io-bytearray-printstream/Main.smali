.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# java.io byte streams as the JDK's: ByteArrayOutputStream (growth, size, reset,
# toByteArray, toString with the default and named charsets, writeTo), a PrintStream
# printing every type into it (also with UTF-8/ISO-8859-1/US-ASCII encodings, autoFlush
# and the counts of flush/write calls the underlying stream sees, errors turned into
# checkError(), close), ByteArrayInputStream (read forms, available, skip, mark/reset,
# the offset constructor, readAllBytes, transferTo), InputStream's default methods,
# the bounds checks' messages and UncheckedIOException. Only ASCII goes to stdout.

.method static p(Ljava/lang/Object;)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

.method static show(Ljava/lang/String;Ljava/lang/Object;)V
    .locals 2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static showI(Ljava/lang/String;I)V
    .locals 0
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-static {p0, p1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method static bytes([B)Ljava/lang/String;
    .locals 0
    invoke-static {p0}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

# The code points of s as numbers ("[104, 233]")
.method static codes(Ljava/lang/String;)Ljava/lang/String;
    .locals 4
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "["
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const/4 v1, 0
    :loop
    invoke-virtual {p0}, Ljava/lang/String;->length()I
    move-result v2
    if-ge v1, v2, :done
    if-eqz v1, :first
    const-string v3, ", "
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :first
    invoke-virtual {p0, v1}, Ljava/lang/String;->charAt(I)C
    move-result v3
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    add-int/lit8 v1, v1, 1
    goto :loop
    :done
    const/16 v3, 0x5d
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static main([Ljava/lang/String;)V
    .locals 1
    invoke-static {}, LMain;->baos()V
    invoke-static {}, LMain;->printing()V
    invoke-static {}, LMain;->charsets()V
    invoke-static {}, LMain;->flushing()V
    invoke-static {}, LMain;->bais()V
    invoke-static {}, LMain;->defaults()V
    const/4 v0, 0
    :errors
    const/16 p0, 0x8
    if-ge v0, p0, :done
    invoke-static {v0}, LMain;->bad(I)V
    add-int/lit8 v0, v0, 1
    goto :errors
    :done
    return-void
.end method

.method static baos()V
    .locals 6
    new-instance v0, Ljava/io/ByteArrayOutputStream;
    const/4 v1, 2
    invoke-direct {v0, v1}, Ljava/io/ByteArrayOutputStream;-><init>(I)V
    const/16 v1, 0x41
    invoke-virtual {v0, v1}, Ljava/io/ByteArrayOutputStream;->write(I)V
    const/16 v1, 0x142
    invoke-virtual {v0, v1}, Ljava/io/ByteArrayOutputStream;->write(I)V
    const/4 v1, 5
    new-array v1, v1, [B
    fill-array-data v1, :hello
    const/4 v2, 1
    const/4 v3, 3
    invoke-virtual {v0, v1, v2, v3}, Ljava/io/ByteArrayOutputStream;->write([BII)V
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->size()I
    move-result v2
    const-string v3, "size"
    invoke-static {v3, v2}, LMain;->showI(Ljava/lang/String;I)V
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v3, "toString"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "toByteArray"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->reset()V
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->size()I
    move-result v2
    const-string v3, "after reset"
    invoke-static {v3, v2}, LMain;->showI(Ljava/lang/String;I)V
    const/4 v4, 0
    :many
    const/16 v5, 0x64
    if-ge v4, v5, :many_done
    rem-int/lit8 v5, v4, 0xa
    add-int/lit8 v5, v5, 0x30
    invoke-virtual {v0, v5}, Ljava/io/ByteArrayOutputStream;->write(I)V
    add-int/lit8 v4, v4, 1
    goto :many
    :many_done
    invoke-virtual {v0, v1}, Ljava/io/ByteArrayOutputStream;->writeBytes([B)V
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->size()I
    move-result v2
    const-string v3, "after 105 bytes"
    invoke-static {v3, v2}, LMain;->showI(Ljava/lang/String;I)V
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->toString()Ljava/lang/String;
    move-result-object v2
    const/16 v3, 0x5a
    invoke-virtual {v2, v3}, Ljava/lang/String;->substring(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "its tail"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # writeTo another stream, and close (no effect)
    new-instance v2, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v2}, Ljava/io/ByteArrayOutputStream;-><init>()V
    invoke-virtual {v0, v2}, Ljava/io/ByteArrayOutputStream;->writeTo(Ljava/io/OutputStream;)V
    invoke-virtual {v0, v2}, Ljava/io/ByteArrayOutputStream;->writeTo(Ljava/io/OutputStream;)V
    invoke-virtual {v2}, Ljava/io/ByteArrayOutputStream;->close()V
    const/16 v3, 0x7a
    invoke-virtual {v2, v3}, Ljava/io/ByteArrayOutputStream;->write(I)V
    invoke-virtual {v2}, Ljava/io/ByteArrayOutputStream;->size()I
    move-result v3
    const-string v4, "written to twice, closed, one more"
    invoke-static {v4, v3}, LMain;->showI(Ljava/lang/String;I)V
    return-void

    :hello
    .array-data 1
        0x68t
        0x65t
        0x6ct
        0x6ct
        0x6ft
    .end array-data
.end method

# Every print/println form into a ByteArrayOutputStream.
.method static printing()V
    .locals 6
    new-instance v0, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v0}, Ljava/io/ByteArrayOutputStream;-><init>()V
    new-instance v1, Ljava/io/PrintStream;
    invoke-direct {v1, v0}, Ljava/io/PrintStream;-><init>(Ljava/io/OutputStream;)V
    const-string v2, "x="
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    const/16 v2, 0x2a
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    const-wide v2, 0x400c000000000000L
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->println(D)V
    const/high16 v2, 0x40200000
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(F)V
    const-wide/16 v2, -0x7
    invoke-virtual {v1, v2, v3}, Ljava/io/PrintStream;->print(J)V
    const/16 v2, 0x63
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(C)V
    const/4 v2, 1
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Z)V
    const/4 v2, 2
    new-array v2, v2, [C
    fill-array-data v2, :chars
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println([C)V
    const/4 v2, 0
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    new-instance v2, Ljava/util/ArrayList;
    invoke-direct {v2}, Ljava/util/ArrayList;-><init>()V
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->print(Ljava/lang/Object;)V
    invoke-virtual {v1}, Ljava/io/PrintStream;->println()V
    const-string v2, "ab"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->append(Ljava/lang/CharSequence;)Ljava/io/PrintStream;
    move-result-object v3
    const/16 v2, 0x63
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->append(C)Ljava/io/PrintStream;
    const-string v2, "hello"
    const/4 v3, 1
    const/4 v4, 3
    invoke-virtual {v1, v2, v3, v4}, Ljava/io/PrintStream;->append(Ljava/lang/CharSequence;II)Ljava/io/PrintStream;
    const/4 v2, 0
    invoke-virtual {v1, v2, v3, v4}, Ljava/io/PrintStream;->append(Ljava/lang/CharSequence;II)Ljava/io/PrintStream;
    const/16 v2, 0x21
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->write(I)V
    const/16 v2, 0xa
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->write(I)V
    invoke-virtual {v1}, Ljava/io/PrintStream;->checkError()Z
    move-result v2
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const-string v3, "checkError"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->toString()Ljava/lang/String;
    move-result-object v2
    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->size()I
    move-result v2
    const-string v3, "bytes printed"
    invoke-static {v3, v2}, LMain;->showI(Ljava/lang/String;I)V
    # a closed PrintStream drops output and reports an error
    invoke-virtual {v1}, Ljava/io/PrintStream;->close()V
    const-string v2, "lost"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->size()I
    move-result v2
    const-string v3, "after close"
    invoke-static {v3, v2}, LMain;->showI(Ljava/lang/String;I)V
    invoke-virtual {v1}, Ljava/io/PrintStream;->checkError()Z
    move-result v2
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const-string v3, "checkError"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # a failing stream: no exception escapes, checkError tells
    new-instance v1, Ljava/io/PrintStream;
    new-instance v2, LFailing;
    invoke-direct {v2}, LFailing;-><init>()V
    invoke-direct {v1, v2}, Ljava/io/PrintStream;-><init>(Ljava/io/OutputStream;)V
    const-string v2, "anything"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/PrintStream;->checkError()Z
    move-result v2
    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const-string v3, "failing stream checkError"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    # System.out as the stream under another PrintStream
    new-instance v1, Ljava/io/PrintStream;
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-direct {v1, v2}, Ljava/io/PrintStream;-><init>(Ljava/io/OutputStream;)V
    const-string v2, "through System.out"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/PrintStream;->flush()V
    return-void

    :chars
    .array-data 2
        0x61s
        0x62s
    .end array-data
.end method

# Named charsets: the bytes of "h\u00e9\u20ac" and the decoded code points.
.method static charsets()V
    .locals 6
    const/4 v5, 0
    :loop
    const/4 v0, 3
    if-ge v5, v0, :done
    packed-switch v5, :names
    :utf8
    const-string v4, "UTF-8"
    goto :named
    :latin1
    const-string v4, "ISO-8859-1"
    goto :named
    :ascii
    const-string v4, "US-ASCII"
    :named
    new-instance v0, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v0}, Ljava/io/ByteArrayOutputStream;-><init>()V
    new-instance v1, Ljava/io/PrintStream;
    const/4 v2, 1
    invoke-direct {v1, v0, v2, v4}, Ljava/io/PrintStream;-><init>(Ljava/io/OutputStream;ZLjava/lang/String;)V
    const-string v2, "h\u00e9\u20ac"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
    move-result-object v2
    invoke-static {v4, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0, v4}, Ljava/io/ByteArrayOutputStream;->toString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->codes(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "  decoded"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    add-int/lit8 v5, v5, 1
    goto :loop
    :done
    # UTF-8 bytes decoded as ISO-8859-1
    new-instance v0, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v0}, Ljava/io/ByteArrayOutputStream;-><init>()V
    new-instance v1, Ljava/io/PrintStream;
    const/4 v2, 0
    const-string v4, "utf8"
    invoke-direct {v1, v0, v2, v4}, Ljava/io/PrintStream;-><init>(Ljava/io/OutputStream;ZLjava/lang/String;)V
    const-string v2, "\u00e9"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    const-string v4, "latin1"
    invoke-virtual {v0, v4}, Ljava/io/ByteArrayOutputStream;->toString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->codes(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "utf8 read as latin1"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
    :names
    .packed-switch 0x0
        :utf8
        :latin1
        :ascii
    .end packed-switch
.end method

# flush() and write(byte[], int, int) calls seen by the stream under an autoFlush
# PrintStream, and under a plain one.
.method static flushing()V
    .locals 6
    new-instance v0, LCounting;
    invoke-direct {v0}, LCounting;-><init>()V
    new-instance v1, Ljava/io/PrintStream;
    const/4 v2, 1
    invoke-direct {v1, v0, v2}, Ljava/io/PrintStream;-><init>(Ljava/io/OutputStream;Z)V
    new-instance v4, Ljava/lang/StringBuilder;
    const-string v2, "autoFlush counts:"
    invoke-direct {v4, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v2, "a"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-static {v4, v0}, LMain;->count(Ljava/lang/StringBuilder;LCounting;)V
    const-string v2, ""
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-static {v4, v0}, LMain;->count(Ljava/lang/StringBuilder;LCounting;)V
    const-string v2, "b"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-static {v4, v0}, LMain;->count(Ljava/lang/StringBuilder;LCounting;)V
    const-string v2, "x\ny"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-static {v4, v0}, LMain;->count(Ljava/lang/StringBuilder;LCounting;)V
    const/16 v2, 0x71
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->write(I)V
    invoke-static {v4, v0}, LMain;->count(Ljava/lang/StringBuilder;LCounting;)V
    const/16 v2, 0xa
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->write(I)V
    invoke-static {v4, v0}, LMain;->count(Ljava/lang/StringBuilder;LCounting;)V
    invoke-virtual {v1}, Ljava/io/PrintStream;->println()V
    invoke-static {v4, v0}, LMain;->count(Ljava/lang/StringBuilder;LCounting;)V
    const/4 v2, 5
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(I)V
    invoke-static {v4, v0}, LMain;->count(Ljava/lang/StringBuilder;LCounting;)V
    const/4 v2, 3
    new-array v2, v2, [B
    const/4 v3, 0
    array-length v5, v2
    invoke-virtual {v1, v2, v3, v5}, Ljava/io/PrintStream;->write([BII)V
    invoke-static {v4, v0}, LMain;->count(Ljava/lang/StringBuilder;LCounting;)V
    invoke-virtual {v1, v2, v3, v3}, Ljava/io/PrintStream;->write([BII)V
    invoke-static {v4, v0}, LMain;->count(Ljava/lang/StringBuilder;LCounting;)V
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    new-instance v0, LCounting;
    invoke-direct {v0}, LCounting;-><init>()V
    new-instance v1, Ljava/io/PrintStream;
    invoke-direct {v1, v0}, Ljava/io/PrintStream;-><init>(Ljava/io/OutputStream;)V
    new-instance v4, Ljava/lang/StringBuilder;
    const-string v2, "plain counts:"
    invoke-direct {v4, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v2, "abc"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    const/16 v2, 0x78
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->print(C)V
    invoke-static {v4, v0}, LMain;->count(Ljava/lang/StringBuilder;LCounting;)V
    invoke-virtual {v1}, Ljava/io/PrintStream;->flush()V
    invoke-static {v4, v0}, LMain;->count(Ljava/lang/StringBuilder;LCounting;)V
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    iget-object v2, v0, LCounting;->text:Ljava/lang/StringBuilder;
    const-string v3, "text"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method static count(Ljava/lang/StringBuilder;LCounting;)V
    .locals 1
    const/16 v0, 0x20
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {p1}, LCounting;->counts()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    return-void
.end method

.method static bais()V
    .locals 6
    const/16 v0, 0x8
    new-array v5, v0, [B
    fill-array-data v5, :letters
    new-instance v0, Ljava/io/ByteArrayInputStream;
    invoke-direct {v0, v5}, Ljava/io/ByteArrayInputStream;-><init>([B)V
    invoke-virtual {v0}, Ljava/io/ByteArrayInputStream;->read()I
    move-result v1
    const-string v2, "read"
    invoke-static {v2, v1}, LMain;->showI(Ljava/lang/String;I)V
    const/4 v1, 5
    new-array v4, v1, [B
    const/4 v1, 1
    const/4 v2, 3
    invoke-virtual {v0, v4, v1, v2}, Ljava/io/ByteArrayInputStream;->read([BII)I
    move-result v1
    const-string v2, "read 3 at 1"
    invoke-static {v2, v1}, LMain;->showI(Ljava/lang/String;I)V
    invoke-static {v4}, LMain;->bytes([B)Ljava/lang/String;
    move-result-object v1
    const-string v2, "buffer"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/io/ByteArrayInputStream;->available()I
    move-result v1
    const-string v2, "available"
    invoke-static {v2, v1}, LMain;->showI(Ljava/lang/String;I)V
    const-wide/16 v1, 0x2
    invoke-virtual {v0, v1, v2}, Ljava/io/ByteArrayInputStream;->skip(J)J
    move-result-wide v1
    long-to-int v1, v1
    const-string v2, "skip 2"
    invoke-static {v2, v1}, LMain;->showI(Ljava/lang/String;I)V
    invoke-virtual {v0}, Ljava/io/ByteArrayInputStream;->markSupported()Z
    move-result v1
    const-string v2, "markSupported"
    invoke-static {v2, v1}, LMain;->showI(Ljava/lang/String;I)V
    const/4 v1, 0
    invoke-virtual {v0, v1}, Ljava/io/ByteArrayInputStream;->mark(I)V
    invoke-virtual {v0}, Ljava/io/ByteArrayInputStream;->read()I
    move-result v1
    const-string v2, "read after mark"
    invoke-static {v2, v1}, LMain;->showI(Ljava/lang/String;I)V
    invoke-virtual {v0}, Ljava/io/ByteArrayInputStream;->reset()V
    invoke-virtual {v0}, Ljava/io/ByteArrayInputStream;->read()I
    move-result v1
    const-string v2, "read after reset"
    invoke-static {v2, v1}, LMain;->showI(Ljava/lang/String;I)V
    const-wide/16 v1, 0x64
    invoke-virtual {v0, v1, v2}, Ljava/io/ByteArrayInputStream;->skip(J)J
    move-result-wide v1
    long-to-int v1, v1
    const-string v2, "skip 100"
    invoke-static {v2, v1}, LMain;->showI(Ljava/lang/String;I)V
    const-wide/16 v1, -0x5
    invoke-virtual {v0, v1, v2}, Ljava/io/ByteArrayInputStream;->skip(J)J
    move-result-wide v1
    long-to-int v1, v1
    const-string v2, "skip -5"
    invoke-static {v2, v1}, LMain;->showI(Ljava/lang/String;I)V
    invoke-virtual {v0}, Ljava/io/ByteArrayInputStream;->read()I
    move-result v1
    const-string v2, "read at the end"
    invoke-static {v2, v1}, LMain;->showI(Ljava/lang/String;I)V
    const/4 v1, 0
    invoke-virtual {v0, v4, v1, v1}, Ljava/io/ByteArrayInputStream;->read([BII)I
    move-result v1
    const-string v2, "read 0 at the end"
    invoke-static {v2, v1}, LMain;->showI(Ljava/lang/String;I)V
    # the offset constructor: "cde", mark at the offset
    new-instance v0, Ljava/io/ByteArrayInputStream;
    const/4 v1, 2
    const/4 v2, 3
    invoke-direct {v0, v5, v1, v2}, Ljava/io/ByteArrayInputStream;-><init>([BII)V
    invoke-virtual {v0, v4}, Ljava/io/ByteArrayInputStream;->read([B)I
    move-result v1
    const-string v2, "read into 5"
    invoke-static {v2, v1}, LMain;->showI(Ljava/lang/String;I)V
    invoke-static {v4}, LMain;->bytes([B)Ljava/lang/String;
    move-result-object v1
    const-string v2, "buffer"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0, v4}, Ljava/io/ByteArrayInputStream;->read([B)I
    move-result v1
    const-string v2, "again"
    invoke-static {v2, v1}, LMain;->showI(Ljava/lang/String;I)V
    invoke-virtual {v0}, Ljava/io/ByteArrayInputStream;->reset()V
    invoke-virtual {v0}, Ljava/io/ByteArrayInputStream;->readAllBytes()[B
    move-result-object v1
    invoke-static {v1}, LMain;->bytes([B)Ljava/lang/String;
    move-result-object v1
    const-string v2, "reset, readAllBytes"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/io/ByteArrayInputStream;->available()I
    move-result v1
    const-string v2, "available"
    invoke-static {v2, v1}, LMain;->showI(Ljava/lang/String;I)V
    # a window past the end is clipped; transferTo
    new-instance v0, Ljava/io/ByteArrayInputStream;
    const/4 v1, 6
    const/16 v2, 0x64
    invoke-direct {v0, v5, v1, v2}, Ljava/io/ByteArrayInputStream;-><init>([BII)V
    new-instance v3, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v3}, Ljava/io/ByteArrayOutputStream;-><init>()V
    invoke-virtual {v0, v3}, Ljava/io/ByteArrayInputStream;->transferTo(Ljava/io/OutputStream;)J
    move-result-wide v1
    long-to-int v1, v1
    const-string v2, "transferTo"
    invoke-static {v2, v1}, LMain;->showI(Ljava/lang/String;I)V
    invoke-virtual {v3}, Ljava/io/ByteArrayOutputStream;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "transferred"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    return-void

    :letters
    .array-data 1
        0x61t
        0x62t
        0x63t
        0x64t
        0x65t
        0x66t
        0x67t
        0x68t
    .end array-data
.end method

# InputStream's defaults over Countdown(5): read(byte[]), skip, available, readAllBytes.
.method static defaults()V
    .locals 4
    new-instance v0, LCountdown;
    const/4 v1, 5
    invoke-direct {v0, v1}, LCountdown;-><init>(I)V
    const/4 v1, 2
    new-array v1, v1, [B
    invoke-virtual {v0, v1}, Ljava/io/InputStream;->read([B)I
    move-result v2
    const-string v3, "read 2"
    invoke-static {v3, v2}, LMain;->showI(Ljava/lang/String;I)V
    invoke-static {v1}, LMain;->bytes([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "got"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-wide/16 v2, 0x1
    invoke-virtual {v0, v2, v3}, Ljava/io/InputStream;->skip(J)J
    move-result-wide v2
    long-to-int v2, v2
    const-string v3, "skip 1"
    invoke-static {v3, v2}, LMain;->showI(Ljava/lang/String;I)V
    invoke-virtual {v0}, Ljava/io/InputStream;->available()I
    move-result v2
    const-string v3, "available"
    invoke-static {v3, v2}, LMain;->showI(Ljava/lang/String;I)V
    invoke-virtual {v0}, Ljava/io/InputStream;->markSupported()Z
    move-result v2
    const-string v3, "markSupported"
    invoke-static {v3, v2}, LMain;->showI(Ljava/lang/String;I)V
    invoke-virtual {v0}, Ljava/io/InputStream;->readAllBytes()[B
    move-result-object v2
    invoke-static {v2}, LMain;->bytes([B)Ljava/lang/String;
    move-result-object v2
    const-string v3, "readAllBytes"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0, v1}, Ljava/io/InputStream;->read([B)I
    move-result v2
    const-string v3, "read at the end"
    invoke-static {v3, v2}, LMain;->showI(Ljava/lang/String;I)V
    new-instance v0, LCountdown;
    const/16 v1, 0x9
    invoke-direct {v0, v1}, LCountdown;-><init>(I)V
    const-wide/16 v2, 0x4
    invoke-virtual {v0, v2, v3}, Ljava/io/InputStream;->skip(J)J
    invoke-virtual {v0}, Ljava/io/InputStream;->read()I
    move-result v2
    const-string v3, "read after skipping 4 of 9"
    invoke-static {v3, v2}, LMain;->showI(Ljava/lang/String;I)V
    return-void
.end method

.method static bad(I)V
    .locals 4
    const/4 v0, 5
    new-array v0, v0, [B
    new-instance v1, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v1}, Ljava/io/ByteArrayOutputStream;-><init>()V
    :try_start
    packed-switch p0, :ops
    :op0
    const/4 v2, 2
    const/16 v3, 0xa
    invoke-virtual {v1, v0, v2, v3}, Ljava/io/ByteArrayOutputStream;->write([BII)V
    goto :none
    :op1
    new-instance v1, Ljava/io/ByteArrayInputStream;
    invoke-direct {v1, v0}, Ljava/io/ByteArrayInputStream;-><init>([B)V
    const/4 v2, -1
    const/4 v3, 2
    invoke-virtual {v1, v0, v2, v3}, Ljava/io/ByteArrayInputStream;->read([BII)I
    goto :none
    :op2
    new-instance v1, Ljava/io/ByteArrayOutputStream;
    const/4 v2, -3
    invoke-direct {v1, v2}, Ljava/io/ByteArrayOutputStream;-><init>(I)V
    goto :none
    :op3
    const-string v2, "no-such-charset"
    invoke-virtual {v1, v2}, Ljava/io/ByteArrayOutputStream;->toString(Ljava/lang/String;)Ljava/lang/String;
    goto :none
    :op4
    new-instance v2, Ljava/io/PrintStream;
    const/4 v3, 0
    invoke-direct {v2, v3}, Ljava/io/PrintStream;-><init>(Ljava/io/OutputStream;)V
    goto :none
    :op5
    new-instance v1, LCountdown;
    const/4 v2, 3
    invoke-direct {v1, v2}, LCountdown;-><init>(I)V
    invoke-virtual {v1}, Ljava/io/InputStream;->reset()V
    goto :none
    :op6
    new-instance v1, Ljava/io/UncheckedIOException;
    const-string v2, "wrapped"
    new-instance v3, Ljava/io/IOException;
    invoke-direct {v3, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    invoke-direct {v1, v2, v3}, Ljava/io/UncheckedIOException;-><init>(Ljava/lang/String;Ljava/io/IOException;)V
    invoke-virtual {v1}, Ljava/io/UncheckedIOException;->getCause()Ljava/io/IOException;
    move-result-object v2
    const-string v3, "cause"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    throw v1
    :op7
    new-instance v1, Ljava/io/UncheckedIOException;
    const/4 v2, 0
    invoke-direct {v1, v2}, Ljava/io/UncheckedIOException;-><init>(Ljava/io/IOException;)V
    :none
    :try_end
    .catch Ljava/lang/NullPointerException; {:try_start .. :try_end} :npe
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :caught
    const-string v0, "no exception"
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :npe
    move-exception v0
    const-string v1, "java.lang.NullPointerException: "
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v0
    invoke-static {v1, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
    :caught
    move-exception v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :ops
    .packed-switch 0x0
        :op0
        :op1
        :op2
        :op3
        :op4
        :op5
        :op6
        :op7
    .end packed-switch
.end method
