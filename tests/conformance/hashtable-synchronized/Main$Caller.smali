.class LMain$Caller;
.super Ljava/lang/Thread;
.source "Main.java"

.field final table:Ljava/lang/Object;
.field final what:I
.field result:Ljava/lang/String;

.method constructor <init>(Ljava/lang/Object;I)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Thread;-><init>()V
    iput-object p1, p0, LMain$Caller;->table:Ljava/lang/Object;
    iput p2, p0, LMain$Caller;->what:I
    return-void
.end method

.method public run()V
    .registers 5
    iget-object v0, p0, LMain$Caller;->table:Ljava/lang/Object;
    iget v1, p0, LMain$Caller;->what:I
    const-string v2, "k"
    const-string v3, "v"
    packed-switch v1, :kinds
    check-cast v0, Ljava/util/Properties;
    invoke-virtual {v0, v2, v3}, Ljava/util/Properties;->setProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;
    invoke-virtual {v0, v2}, Ljava/util/Properties;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    goto :done
    :put
    check-cast v0, Ljava/util/Hashtable;
    invoke-virtual {v0, v2, v3}, Ljava/util/Hashtable;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {v0}, Ljava/util/Hashtable;->toString()Ljava/lang/String;
    move-result-object v0
    goto :done
    :get
    check-cast v0, Ljava/util/Hashtable;
    invoke-virtual {v0, v2}, Ljava/util/Hashtable;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    goto :done
    :size
    check-cast v0, Ljava/util/Hashtable;
    invoke-virtual {v0}, Ljava/util/Hashtable;->size()I
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v0
    :done
    iput-object v0, p0, LMain$Caller;->result:Ljava/lang/String;
    return-void

    :kinds
    .packed-switch 0x0
        :put
        :get
        :size
    .end packed-switch
.end method
